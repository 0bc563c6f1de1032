import type { ProductSummary, CartProduct } from '@storefront/shared/contracts';

/** A product or one of its variants, as a page adds it: a variant names the product it is listed under. */
export type SoldProduct = ProductSummary & { listedProductId?: number };

/**
 * The product as the cart is handed it, naming the product it is listed
 * under. The cart keeps only what its line shows (cart-service's keptOf): the
 * choosing is done there, in the cart's own chunk, not in every page's first
 * script.
 */
export const toCartProduct = ({ listedProductId, ...product }: SoldProduct): CartProduct => ({
  ...product,
  listedProductId: listedProductId ?? product.id,
});
