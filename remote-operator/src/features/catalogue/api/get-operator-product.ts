import { httpClient } from '@storefront/shared';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';

/** GET /operator/products/:productId — one product, published or not. */
export async function getOperatorProduct(
  productId: number,
  signal?: AbortSignal,
): Promise<OperatorProduct> {
  const { data } = await httpClient.get<OperatorProduct>(`/operator/products/${productId}`, {
    signal,
  });
  return data;
}
