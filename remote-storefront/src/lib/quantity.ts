import { MAX_LINE_QUANTITY } from '@storefront/shared/constants';

/** How many of a product a customer can pick: what is in stock, up to the line's ceiling. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}
