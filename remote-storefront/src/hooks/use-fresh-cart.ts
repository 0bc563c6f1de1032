import { cartService, storage, useApi, useCart } from '@storefront/shared';

/**
 * The cart, re-read from the server when signed in: after a reload the shared
 * cart starts empty until the server answers, and checkout must not act on that.
 */
export function useFreshCart() {
  const cart = useCart();
  const signedIn = Boolean(storage.get('token'));
  const { loading, failure, retry } = useApi(signedIn ? 'cart' : null, () => cartService.refresh());
  return { cart, loading, failure, retry };
}
