import { httpClient } from '@storefront/shared';
import type { ProductDetail } from '@storefront/shared/contracts';

export async function getProduct(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await httpClient.get<ProductDetail>(`/products/${productId}`, { signal });
  return data;
}

/** The key of a product's answer in a page's data: the page reads it, and its head describes it. */
export const productAnswerKey = (productId: number | string) => `product-${productId}`;
