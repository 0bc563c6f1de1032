/** Integer minor units as the customer reads them: 1299, 'GBP' → '£12.99'. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
}
