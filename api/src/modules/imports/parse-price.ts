import { priceMinorSchema } from '@storefront/shared/operator-contracts';

/** How the store's currency may be written before or after an amount: £, GBP. */
function currencyMarks(currency: string): string[] {
  const symbol = (display: 'symbol' | 'narrowSymbol') =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: display })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency;
  return [...new Set([currency, symbol('symbol'), symbol('narrowSymbol')])];
}

const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/**
 * A price as a person types it in the currency's main unit ('2.49', '£2.49',
 * '1,250.00') → minor units, or why it cannot be one.
 */
export function parsePrice(
  text: string,
  currency: string,
): { ok: true; minor: number } | { ok: false; message: string } {
  let amount = text.trim();
  for (const mark of currencyMarks(currency)) {
    if (amount.toUpperCase().startsWith(mark.toUpperCase())) amount = amount.slice(mark.length);
    else if (amount.toUpperCase().endsWith(mark.toUpperCase()))
      amount = amount.slice(0, -mark.length);
  }
  amount = amount.trim();
  const example = `Enter the price in ${currency}, e.g. 2.49`;
  if (amount.startsWith('-')) return { ok: false, message: 'The price must be more than 0' };
  if (!/\d/.test(amount) || !AMOUNT.test(amount)) return { ok: false, message: example };
  const [whole = '', fraction = ''] = amount.replace(/,/g, '').split('.');
  if (fraction.length > 2) {
    return { ok: false, message: 'The price has at most 2 decimals, e.g. 2.49' };
  }
  // Digits, not floating point: 0.29 * 100 is 28.999999999999996.
  const minor = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  const checked = priceMinorSchema.safeParse(minor);
  return checked.success
    ? { ok: true, minor: checked.data }
    : { ok: false, message: checked.error.issues[0]?.message ?? example };
}
