import { httpClient, STORE_ID } from '@storefront/shared';
import type { Page, ProductDetail, ProductSummary } from '@storefront/shared/contracts';

/** A product offered to stand in for an order line. */
export interface SubstituteOption {
  id: number;
  name: string;
  priceMinor: number;
  currency: string;
}

/**
 * What may stand in for a line: the in-stock products of its category (the
 * first page of them), other than the line's own, as checkout offers them. A
 * product with options is left out: a variant of it would have to be chosen too.
 */
export async function getSubstituteOptions(
  line: { productId: number; listedProductId: number },
  signal?: AbortSignal,
): Promise<SubstituteOption[]> {
  const { data: product } = await httpClient.get<ProductDetail>(
    `/products/${line.listedProductId}`,
    { signal },
  );
  const { data: page } = await httpClient.get<Page<ProductSummary>>(
    `/stores/${STORE_ID}/products`,
    { params: { category: product.categorySlug, inStock: 'true', pageSize: 48 }, signal },
  );
  return page.items
    .filter(
      (item) =>
        item.id !== line.listedProductId && item.id !== line.productId && item.variantCount === 1,
    )
    .map(({ id, name, priceMinor, currency }) => ({ id, name, priceMinor, currency }));
}
