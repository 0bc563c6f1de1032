import { httpClient } from '@storefront/shared';
import type { ChangeSubstitutionsRequest, Order } from '@storefront/shared/contracts';

/** PATCH /me/orders/:orderId/substitutions — allowed until picking starts; answers the order. */
export async function changeSubstitutions(
  orderId: string,
  change: ChangeSubstitutionsRequest,
): Promise<Order> {
  const { data } = await httpClient.patch<Order>(
    `/me/orders/${encodeURIComponent(orderId)}/substitutions`,
    change,
  );
  return data;
}
