import { httpClient } from '@storefront/shared';

/** DELETE /operator/categories/:categoryId — 204, or 409 while the category holds products. */
export async function deleteCategory(categoryId: number): Promise<void> {
  await httpClient.delete(`/operator/categories/${categoryId}`);
}
