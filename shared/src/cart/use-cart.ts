import { useSyncExternalStore } from 'react';
import { cartService, type CartState } from './cart-service';

function subscribe(onChange: () => void) {
  const subscription = cartService.state$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** The cart's lines, count and subtotal; re-renders on every change. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, () => cartService.state$.getValue());
}
