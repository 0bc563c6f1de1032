import { httpClient } from '@storefront/shared';
import type { OperatorOrderSummary, OrderStatus, Page } from '@storefront/shared/contracts';

export interface StoreOrdersQuery {
  page: number;
  status: OrderStatus | null;
}

/** GET /operator/orders?status=&page= — the store's orders with their customers, newest first. */
export async function getStoreOrders(
  { page, status }: StoreOrdersQuery,
  signal?: AbortSignal,
): Promise<Page<OperatorOrderSummary>> {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  const { data } = await httpClient.get<Page<OperatorOrderSummary>>(
    `/operator/orders?${query.toString()}`,
    { signal },
  );
  return data;
}
