import { httpClient } from '@storefront/shared';

/** DELETE /me/favourites/:productId — takes a product off the list. */
export async function removeFavourite(productId: number): Promise<void> {
  await httpClient.delete(`/me/favourites/${productId}`);
}
