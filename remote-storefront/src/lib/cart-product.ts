import type { ProductSummary, CartProduct } from '@storefront/shared/contracts';

/** What the cart keeps of a product: enough to show the line without the catalog. */
export function toCartProduct({
  id,
  slug,
  name,
  priceMinor,
  stock,
  image,
  unit,
}: ProductSummary): CartProduct {
  return { id, slug, name, priceMinor, stock, image, unit };
}
