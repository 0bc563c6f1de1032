import { httpClient } from '@storefront/shared';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';

/** GET /operator/categories — every category of the store, in the shop's order. */
export async function getOperatorCategories(signal?: AbortSignal): Promise<OperatorCategory[]> {
  const { data } = await httpClient.get<{ items: OperatorCategory[] }>('/operator/categories', {
    signal,
  });
  return data.items;
}
