import { httpClient } from '@storefront/shared';
import type { Order, OrderStatus } from '@storefront/shared/contracts';

/** POST /operator/orders/:orderId/status — one legal move; any other answers 409. */
export async function changeOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  const { data } = await httpClient.post<Order>(
    `/operator/orders/${encodeURIComponent(orderId)}/status`,
    { status },
  );
  return data;
}
