import { httpClient } from '@storefront/shared';
import type { OperatorOrderSummary, Page } from '@storefront/shared/contracts';

/** GET /operator/orders?customerId=&page= — one customer's orders, newest first. */
export async function getCustomerOrders(
  customerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<OperatorOrderSummary>> {
  const { data } = await httpClient.get<Page<OperatorOrderSummary>>(
    `/operator/orders?customerId=${encodeURIComponent(customerId)}&page=${page}`,
    { signal },
  );
  return data;
}
