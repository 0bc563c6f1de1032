import { httpClient } from '@storefront/shared';
import type { ReorderResponse } from '@storefront/shared/contracts';

/** POST /me/orders/:orderId/reorder — puts what is still available back into the server cart. */
export async function reorder(orderId: string): Promise<ReorderResponse> {
  const { data } = await httpClient.post<ReorderResponse>(
    `/me/orders/${encodeURIComponent(orderId)}/reorder`,
  );
  return data;
}
