import { httpClient } from '@storefront/shared';
import type { OperatorOrderPage } from '@storefront/shared/operator-contracts';
import { setCursor, type ListCursor } from '@storefront/ui';

/** GET /operator/orders?customerId=&after=|before= — one customer's orders, newest first. */
export async function getCustomerOrders(
  customerId: string,
  cursor: ListCursor,
  signal?: AbortSignal,
): Promise<OperatorOrderPage> {
  const query = new URLSearchParams({ customerId });
  setCursor(query, cursor);
  const { data } = await httpClient.get<OperatorOrderPage>(`/operator/orders?${query}`, {
    signal,
  });
  return data;
}
