import { httpClient } from '@storefront/shared';
import type { CategoryInput, OperatorCategory } from '@storefront/shared/operator-contracts';

/** POST /operator/categories — a new category, last in the order; answers 201. */
export async function createCategory(input: CategoryInput): Promise<OperatorCategory> {
  const { data } = await httpClient.post<OperatorCategory>('/operator/categories', input);
  return data;
}
