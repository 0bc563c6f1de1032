import { httpClient } from '@storefront/shared';
import type { Favourite } from '@storefront/shared/contracts';

export async function getFavourites(): Promise<Favourite[]> {
  const { data } = await httpClient.get<{ items: Favourite[] }>('/me/favourites');
  return data.items;
}
