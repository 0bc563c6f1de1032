// The cart quote's limit and line, without zod: the browser writes the cart
// cookie the host's server quotes from, and must not load the schemas for it.

/** The most lines one quote prices (POST /api/stores/:storeId/cart/quote). */
export const MAX_QUOTE_LINES = 99;

/** A product and how many of it, as an anonymous cart holds them. */
export interface QuoteLine {
  productId: number;
  quantity: number;
}
