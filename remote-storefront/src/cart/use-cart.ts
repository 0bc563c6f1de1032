import { useSyncExternalStore } from 'react';
import { cartService, EMPTY_CART, type CartState } from './cart-service';

/**
 * The cart's lines, count and subtotal; re-renders on every change. A page
 * rendered on the server shows an empty cart (the cart lives on the device or
 * behind the customer's token) until it hydrates.
 */
export function useCart(): CartState {
  return useSyncExternalStore(cartService.subscribe, cartService.current, () => EMPTY_CART);
}
