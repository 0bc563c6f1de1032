import { httpClient } from '@storefront/shared';
import type { OrderListQuery, OrderSummary, Page } from '@storefront/shared/contracts';

/** GET /me/orders?page=&status= — the customer's orders, newest first, 10 to a page. */
export async function getOrders(
  { page, status }: OrderListQuery,
  signal?: AbortSignal,
): Promise<Page<OrderSummary>> {
  const query = new URLSearchParams({ page: String(page ?? 1) });
  if (status) query.set('status', status);
  const { data } = await httpClient.get<Page<OrderSummary>>(`/me/orders?${query.toString()}`, {
    signal,
  });
  return data;
}
