import { httpClient } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { getOrders } from './get-orders';

/** GET /me/orders/:orderId — one of the customer's orders, with lines and history. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await httpClient.get<Order>(`/me/orders/${encodeURIComponent(orderId)}`, {
    signal,
  });
  return data;
}

/** The customer's most recent order in full, or null when there are none yet. */
export async function getLatestOrder(signal?: AbortSignal): Promise<Order | null> {
  const { items } = await getOrders({ page: 1 }, signal);
  const latest = items[0];
  return latest ? getOrder(latest.id, signal) : null;
}
