/** The most of one product a cart line may hold, as the cart service and the API agree. */
export const MAX_QUANTITY = 99;

/** How many of a product a customer can pick: what is in stock, up to 99. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_QUANTITY));
}
