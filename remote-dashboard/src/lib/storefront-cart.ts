import { loadExposed, type StorefrontCart, type StorefrontCartModule } from '@storefront/shared';

/**
 * The storefront's cart, which the dashboard adds to (favourites, reorder):
 * its rules and words ship with the storefront, reached through what the
 * storefront exposes. Rejects when the storefront cannot be reached.
 */
export async function storefrontCart(): Promise<StorefrontCart> {
  const { cart } = await loadExposed<StorefrontCartModule>('storefront', './cart');
  return cart;
}
