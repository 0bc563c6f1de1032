import { httpClient } from '@storefront/shared';
import type { OperatorProduct, ProductInput } from '@storefront/shared/operator-contracts';

/** PUT /operator/products/:productId — the whole product but its stock and picture. */
export async function updateProduct(
  productId: number,
  input: ProductInput,
): Promise<OperatorProduct> {
  const { data } = await httpClient.put<OperatorProduct>(`/operator/products/${productId}`, input);
  return data;
}
