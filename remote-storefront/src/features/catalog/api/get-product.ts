import { httpClient } from '@storefront/shared';
import type { ProductDetail } from '@storefront/shared/contracts';

export async function getProduct(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  const { data } = await httpClient.get<ProductDetail>(`/products/${productId}`, { signal });
  return data;
}
