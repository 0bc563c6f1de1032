import { httpClient } from '@storefront/shared';
import type { OperatorProduct, ProductInput } from '@storefront/shared/operator-contracts';

/** POST /operator/products — a new product, without stock or picture; answers 201. */
export async function createProduct(input: ProductInput): Promise<OperatorProduct> {
  const { data } = await httpClient.post<OperatorProduct>('/operator/products', input);
  return data;
}
