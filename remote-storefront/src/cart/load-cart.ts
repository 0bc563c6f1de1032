import type { CartService } from './cart-service';

/**
 * The cart, loaded on first use: home and the product list draw their cards,
 * and start the cart, without its code on the way to the first paint.
 */
export const loadCart = (): Promise<CartService> =>
  import('./cart-service').then((module) => module.cartService);
