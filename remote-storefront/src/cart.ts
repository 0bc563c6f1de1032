// What the storefront exposes as './cart': its one cart, for the apps around
// it (the host starts it on every page; the dashboard adds to it).
import type { StorefrontCart } from '@storefront/shared/contracts';
import { cartService } from './cart/cart-service';

export const cart: StorefrontCart = cartService;
