import { httpClient } from '@storefront/shared';
import type {
  DeliveryOption,
  OperatorOrderSummary,
  OrderStatus,
  Page,
} from '@storefront/shared/contracts';

export interface StoreOrdersQuery {
  page: number;
  status: OrderStatus | null;
  deliveryOption: DeliveryOption | null;
  /** An order number (CM-000123 or 123) or a customer's name, e-mail or mobile. */
  q: string;
}

/** The query string of GET /operator/orders, in one fixed order. */
export function storeOrdersSearch({ page, status, deliveryOption, q }: StoreOrdersQuery): string {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  if (deliveryOption) query.set('deliveryOption', deliveryOption);
  if (q) query.set('q', q);
  return query.toString();
}

/** GET /operator/orders?status=&deliveryOption=&q=&page= — the store's orders, newest first. */
export async function getStoreOrders(
  query: StoreOrdersQuery,
  signal?: AbortSignal,
): Promise<Page<OperatorOrderSummary>> {
  const { data } = await httpClient.get<Page<OperatorOrderSummary>>(
    `/operator/orders?${storeOrdersSearch(query)}`,
    { signal },
  );
  return data;
}
