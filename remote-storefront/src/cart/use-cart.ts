import { useSyncExternalStore } from 'react';
import { cartService, EMPTY_CART, type CartState } from './cart-service';

function subscribe(onChange: () => void) {
  const subscription = cartService.state$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/**
 * The cart's lines, count and subtotal; re-renders on every change. A page
 * rendered on the server shows an empty cart (the cart lives on the device or
 * behind the customer's token) until it hydrates.
 */
export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => cartService.state$.getValue(),
    () => EMPTY_CART,
  );
}
