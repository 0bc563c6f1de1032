import { httpClient } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';

/** GET /operator/orders/:orderId — one order with what to pack, where it goes and its history. */
export async function getStoreOrder(orderId: string, signal?: AbortSignal): Promise<OperatorOrder> {
  const { data } = await httpClient.get<OperatorOrder>(
    `/operator/orders/${encodeURIComponent(orderId)}`,
    { signal },
  );
  return data;
}
