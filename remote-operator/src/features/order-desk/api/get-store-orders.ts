import { httpClient } from '@storefront/shared';
import type { DeliveryOption, OrderStatus } from '@storefront/shared/contracts';
import type { OperatorOrderPage } from '@storefront/shared/operator-contracts';
import { setCursor, type ListCursor } from '@storefront/ui';

export interface StoreOrdersQuery {
  status: OrderStatus | null;
  deliveryOption: DeliveryOption | null;
  /** An order number (CM-000123 or 123) or a customer's name, e-mail or mobile. */
  q: string;
  /** The page after or before a place the API gave; null for the newest orders. */
  cursor: ListCursor;
}

/** The query string of GET /operator/orders, in one fixed order. */
export function storeOrdersSearch({ status, deliveryOption, q, cursor }: StoreOrdersQuery): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (deliveryOption) query.set('deliveryOption', deliveryOption);
  if (q) query.set('q', q);
  setCursor(query, cursor);
  return query.toString();
}

/** GET /operator/orders?status=&deliveryOption=&q=&after=|before= — the store's orders, newest first. */
export async function getStoreOrders(
  query: StoreOrdersQuery,
  signal?: AbortSignal,
): Promise<OperatorOrderPage> {
  const search = storeOrdersSearch(query);
  const { data } = await httpClient.get<OperatorOrderPage>(
    `/operator/orders${search ? `?${search}` : ''}`,
    { signal },
  );
  return data;
}
