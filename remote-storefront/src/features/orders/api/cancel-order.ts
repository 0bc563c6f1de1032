import { httpClient } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';

/**
 * POST /me/orders/:orderId/cancel — allowed while the order is placed; gives
 * back the wallet part and lets go of a card payment. Answers the cancelled order.
 */
export async function cancelOrder(orderId: string): Promise<Order> {
  const { data } = await httpClient.post<Order>(`/me/orders/${encodeURIComponent(orderId)}/cancel`);
  return data;
}
