import { useOrderEvents } from '@storefront/shared/order-events';
import type { Order } from '@storefront/shared/contracts';
import { getOrder } from '../api/get-order';

/**
 * Keeps the order on the page as it is: each event of its live stream (a
 * status move, later a substitution or a weight) reads it again, quietly,
 * without a loading state. Answers whether the stream is open.
 */
export function useLiveOrder(
  orderId: string | undefined,
  replace: (order: Order) => void,
): boolean {
  const path = orderId ? `/me/orders/${encodeURIComponent(orderId)}/events` : null;
  return useOrderEvents(path, () => {
    if (orderId) getOrder(orderId).then(replace, () => undefined);
  });
}
