import type { CartProduct } from '@storefront/shared';
import type { ProductSummary } from '@storefront/shared/contracts';

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
