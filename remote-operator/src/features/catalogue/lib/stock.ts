import { LOW_STOCK_THRESHOLD } from '@storefront/shared/constants';

/** At or under the threshold: the low-stock view lists it. */
export function isLowStock(stock: number): boolean {
  return stock <= LOW_STOCK_THRESHOLD;
}

/** A ledger change with its sign: '+3', '−2' (a true minus sign), '0'. */
export function signedChange(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${Math.abs(change)}`;
  return '0';
}
