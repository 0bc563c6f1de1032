import type { ProductSummary, CartProduct } from '@storefront/shared/contracts';

/** A product or one of its variants, as a page adds it: a variant names the product it is listed under. */
export type SoldProduct = ProductSummary & { listedProductId?: number };

/** What the cart keeps of a product: enough to show the line, and link to it, without the catalogue. */
export function toCartProduct({
  id,
  listedProductId = id,
  slug,
  name,
  priceMinor,
  stock,
  image,
  unit,
  estimatedWeightGrams,
}: SoldProduct): CartProduct {
  return { id, listedProductId, slug, name, priceMinor, stock, image, unit, estimatedWeightGrams };
}
