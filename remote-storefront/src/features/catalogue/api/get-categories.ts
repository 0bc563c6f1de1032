import { httpClient, STORE_ID } from '@storefront/shared';
import type { Category } from '@storefront/shared/contracts';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await httpClient.get<{ items: Category[] }>(`/stores/${STORE_ID}/categories`, {
    signal,
  });
  return data.items;
}
