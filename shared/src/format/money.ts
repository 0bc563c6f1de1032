// Building an Intl.NumberFormat costs far more than using one (it was the top
// function of the home page's profile; docs/performance.md), and a product
// grid formats dozens of prices, so each currency's formatter is made once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * Makes a currency's formatter ahead of its first price. The browser's first
 * Intl formatter starts ICU, a long task (docs/performance.md): the host makes
 * it in a task of its own rather than inside the render that shows the first
 * price.
 */
export function prepareMoneyFormat(currency: string): void {
  formatterFor(currency);
}

/** Integer minor units as the customer reads them: 1299, 'GBP' → '£12.99'. */
export function formatMoney(minor: number, currency: string): string {
  return formatterFor(currency).format(minor / 100);
}
