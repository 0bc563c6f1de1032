import { httpClient } from '@storefront/shared';
import type { OrderStatus } from '@storefront/shared/contracts';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';

/**
 * POST /operator/orders/:orderId/status — one legal move; any other answers
 * 409. Cancelling needs the reason in note: the customer is told it.
 */
export async function changeOrderStatus(
  orderId: string,
  status: OrderStatus,
  note?: string,
): Promise<OperatorOrder> {
  const { data } = await httpClient.post<OperatorOrder>(
    `/operator/orders/${encodeURIComponent(orderId)}/status`,
    note ? { status, note } : { status },
  );
  return data;
}
