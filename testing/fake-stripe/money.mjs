// Stripe amounts are integers in the currency's smallest unit (pence for
// gbp); zero-decimal currencies such as jpy have none smaller, so 500 jpy is
// ¥500. Intl knows each ISO currency's decimals, which are Stripe's but for a
// few special cases (huf, twd, ugx, isk) that a test store does not use.

/**
 * @param {number} amount in the smallest unit
 * @param {string} currency ISO code, any case
 * @returns {string} e.g. '£12.34' for 1234 gbp
 */
export function formatAmount(amount, currency) {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}

// Intl formats any well-formed code, known or not, so only the form is checked.
/** @param {string} currency */
export const isCurrency = (currency) => /^[a-z]{3}$/i.test(currency);
