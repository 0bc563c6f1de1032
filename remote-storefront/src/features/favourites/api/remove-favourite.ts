import { httpClient } from '@storefront/shared';

export async function removeFavourite(productId: number): Promise<void> {
  await httpClient.delete(`/me/favourites/${productId}`);
}
