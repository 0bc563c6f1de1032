import { httpClient } from '@storefront/shared';
import type { OperatorProduct, VariantInput } from '@storefront/shared/operator-contracts';

/**
 * POST /operator/products/:productId/variants — another variant of a product
 * with options, with no stock yet; answers 201. 409 SKU_TAKEN or VARIANT_EXISTS.
 */
export async function createVariant(
  productId: number,
  input: VariantInput,
): Promise<OperatorProduct> {
  const { data } = await httpClient.post<OperatorProduct>(
    `/operator/products/${productId}/variants`,
    input,
  );
  return data;
}
