// What an operator types into a money field (a price, an amount off, a
// minimum spend) and what such a field shows: major units with at most two
// decimals, kept and sent as integer minor units.

/** '2.49' (or '£2.49') → 249; null when it is not an amount with at most two decimals. */
export function parseAmount(text: string): number | null {
  const amount = text.trim().replace(/^[£$€]\s*/, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 249 → '2.49', as a money field shows it. */
export function amountText(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** 'GBP' → '£', for a money field's label. */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
