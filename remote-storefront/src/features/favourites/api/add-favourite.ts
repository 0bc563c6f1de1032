import { httpClient } from '@storefront/shared';

export async function addFavourite(productId: number): Promise<void> {
  await httpClient.put(`/me/favourites/${productId}`);
}
