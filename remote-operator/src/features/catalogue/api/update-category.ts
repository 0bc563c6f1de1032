import { httpClient } from '@storefront/shared';
import type { CategoryInput, OperatorCategory } from '@storefront/shared/operator-contracts';

/** PUT /operator/categories/:categoryId — a new name and description. */
export async function updateCategory(
  categoryId: number,
  input: CategoryInput,
): Promise<OperatorCategory> {
  const { data } = await httpClient.put<OperatorCategory>(
    `/operator/categories/${categoryId}`,
    input,
  );
  return data;
}
