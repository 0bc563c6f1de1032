import { useSession } from '../session/use-session';
import { storage } from '../storage/storage-keys';

/**
 * Whether this device has a cart to show: a session (its cart lives on the
 * server) or an anonymous cart's lines or code in storage. A new visitor has
 * none, so the storefront's cart code waits for their first add or their
 * sign-in instead of loading on every page they open.
 */
export function hasCartToShow(): boolean {
  const lines = storage.get('cart');
  return (
    Boolean(storage.get('token')) ||
    (lines !== null && lines !== '[]') ||
    Boolean(storage.get('cartDiscountCode'))
  );
}

/** hasCartToShow for a component, asked again whenever the session starts or ends. */
export function useCartToShow(): boolean {
  const signedIn = useSession('auth');
  return signedIn || hasCartToShow();
}
