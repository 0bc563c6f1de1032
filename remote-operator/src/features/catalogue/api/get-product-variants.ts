import { httpClient } from '@storefront/shared';
import type { OperatorProduct, OperatorVariantList } from '@storefront/shared/operator-contracts';

/** GET /operator/products/:productId/variants — the whole family of any member, the listed product first. */
export async function getProductVariants(
  productId: number,
  signal?: AbortSignal,
): Promise<OperatorProduct[]> {
  const { data } = await httpClient.get<OperatorVariantList>(
    `/operator/products/${productId}/variants`,
    { signal },
  );
  return data.items;
}
