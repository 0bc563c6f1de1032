import type { Cart } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { StoredCart } from '../../repositories/cart-repository';
import { cartDiscount } from '../discounts/discount-codes';

/**
 * A cart as the customer sees it: its lines, and its discount code priced
 * against them as they are now. Every cart answer, signed in or not, goes
 * through here, so the code is priced once and the same way everywhere.
 */
export async function pricedCart(
  db: Database,
  who: { userId: string | null; storeId: number },
  { discountCode, ...cart }: StoredCart,
): Promise<Cart> {
  const shopper = { ...who, currency: cart.currency };
  return { ...cart, discount: await cartDiscount(db, shopper, discountCode, cart.lines) };
}
