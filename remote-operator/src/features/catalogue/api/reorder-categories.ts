import { httpClient } from '@storefront/shared';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';

/** PUT /operator/categories/order — every category's id, in the new order; answers the list. */
export async function reorderCategories(categoryIds: number[]): Promise<OperatorCategory[]> {
  const { data } = await httpClient.put<{ items: OperatorCategory[] }>(
    '/operator/categories/order',
    { categoryIds },
  );
  return data.items;
}
