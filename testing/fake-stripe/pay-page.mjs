// The hosted payment page, standing in for Stripe Checkout's: the amount, a
// card form, Stripe's test cards. One self-contained HTML page (no script, no
// external assets), labelled so a browser test finds its fields by role and
// label, as a customer with a screen reader would.
import { formatAmount } from './money.mjs';

/**
 * @import { Card, CheckoutSession, LineItem } from './ledger.mjs'
 * @typedef {{ card_number?: string, expiry?: string, cvc?: string }} CardForm
 * @typedef {'card_number' | 'expiry' | 'cvc'} CardField
 * @typedef {{ ok: true, card: Card }
 *   | { ok: false, declined: boolean, field: CardField, message: string }} CardCheck
 */

// Stripe's test cards this fake knows; every other number is refused as
// invalid, where Stripe would also take its other test cards.
export const AUTHORISED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/**
 * What Stripe's card form and the card's bank say of what was typed, in the
 * order they say it: the number, the expiry date, the CVC, then the bank.
 * @param {CardForm} form
 * @param {Date} [now]
 * @returns {CardCheck}
 */
export function checkCard(form, now = new Date()) {
  const number = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (number !== AUTHORISED_CARD && number !== DECLINED_CARD) {
    return refuse('card_number', 'Your card number is invalid.');
  }
  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec((form.expiry ?? '').trim());
  if (!expiry) return refuse('expiry', "Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return refuse('expiry', "Your card's expiration date is invalid.");
  // A card is good until the end of its expiry month.
  if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    return refuse('expiry', "Your card's expiration date is in the past.");
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) {
    return refuse('cvc', "Your card's security code is incomplete.");
  }
  if (number === DECLINED_CARD) {
    return { ok: false, declined: true, field: 'card_number', message: 'Your card was declined.' };
  }
  return { ok: true, card: { last4: number.slice(-4), exp_month: month, exp_year: year } };
}

/**
 * @param {CardField} field
 * @param {string} message
 * @returns {CardCheck}
 */
const refuse = (field, message) => ({ ok: false, declined: false, field, message });

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (/** @type {string} */ value) =>
  String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  ul { list-style: none; padding: 0; margin: 0 0 1.5rem; }
  li { display: flex; justify-content: space-between; gap: 1rem; }
  label { display: block; margin-top: 0.75rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #8792a2; border-radius: 4px; }
  input[aria-invalid='true'] { border-color: #c0123c; }
  [role='alert'] { color: #c0123c; margin: 1rem 0 0; }
  button { width: 100%; margin-top: 1.25rem; padding: 0.75rem; font: inherit; font-weight: 600; color: #fff; background: #0a5ad4; border: 0; border-radius: 4px; cursor: pointer; }
  .test-mode { font-size: 0.875rem; color: #5a6478; }
  a { display: inline-block; margin-top: 1rem; color: #0a5ad4; }
`;

/**
 * @param {string} title
 * @param {string} body
 */
const page = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

/**
 * @param {{
 *   session: CheckoutSession,
 *   lineItems: LineItem[],
 *   form?: CardForm,
 *   error?: { field: CardField, message: string },
 * }} options
 */
export function payPage({ session, lineItems, form = {}, error }) {
  const total = formatAmount(session.amount_total, session.currency);
  /** @param {CardField} field */
  const invalid = (field) =>
    error?.field === field ? ' aria-invalid="true" aria-describedby="card-error" autofocus' : '';
  /** @param {CardField} field */
  const value = (field) => (form[field] ? ` value="${html(form[field])}"` : '');
  const items = lineItems
    .map(
      (item) =>
        `<li><span>${html(item.name)} × ${item.quantity}</span><span>${html(formatAmount(item.amount_total, item.currency))}</span></li>`,
    )
    .join('\n');
  return page(
    `Pay ${total}`,
    `<h1>Pay ${html(total)}</h1>
<p class="test-mode">Test mode: pay with card 4242 4242 4242 4242, any future date, any CVC.</p>
<ul aria-label="Order summary">
${items}
</ul>
<form method="post" action="/pay/${html(encodeURIComponent(session.id))}">
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${value('card_number')}${invalid('card_number')}>
<label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required${value('expiry')}${invalid('expiry')}>
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required${value('cvc')}${invalid('cvc')}>
${error ? `<p id="card-error" role="alert">${html(error.message)}</p>\n` : ''}<button type="submit">Pay ${html(total)}</button>
</form>
${session.cancel_url ? `<a href="${html(session.cancel_url)}">Cancel and return</a>` : ''}`,
  );
}

export const expiredPage = () =>
  page(
    'Payment page expired',
    '<h1>This payment page has expired.</h1>\n<p>Return to the shop to start again.</p>',
  );

export const missingPage = () =>
  page('Payment page not found', '<h1>This payment page does not exist.</h1>');
