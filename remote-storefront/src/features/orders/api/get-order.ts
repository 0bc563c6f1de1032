import { httpClient } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await httpClient.get<Order>(`/me/orders/${encodeURIComponent(orderId)}`, {
    signal,
  });
  return data;
}
