import { httpClient } from '@storefront/shared';
import type { Favourite } from '@storefront/shared/contracts';

/** GET /me/favourites — the customer's favourite products, with price and stock. */
export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  const { data } = await httpClient.get<{ items: Favourite[] }>('/me/favourites', { signal });
  return data.items;
}
