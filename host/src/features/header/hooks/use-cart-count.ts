import { useSyncExternalStore } from 'react';
import { CART_UPDATED_EVENT, type CartUpdatedDetail } from '@storefront/shared';

// The last count the storefront's cart told, kept for a header that mounts
// after it spoke (the shell draws again after an error, for one).
let itemCount = 0;

function subscribe(onChange: () => void) {
  const hear = (event: Event) => {
    itemCount = (event as CustomEvent<CartUpdatedDetail>).detail.itemCount;
    onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, hear);
  return () => window.removeEventListener(CART_UPDATED_EVENT, hear);
}

/**
 * How many items the cart holds, as the storefront, which owns the cart,
 * announces it. 0 until it does, and on a page drawn on the server.
 */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => itemCount,
    () => 0,
  );
}
