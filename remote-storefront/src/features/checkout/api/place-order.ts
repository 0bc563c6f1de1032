import { httpClient } from '@storefront/shared';
import type { Order, PlaceOrderRequest } from '@storefront/shared/contracts';

export async function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  const { data } = await httpClient.post<Order>('/me/orders', request);
  return data;
}
