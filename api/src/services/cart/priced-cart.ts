import type { Cart } from '@storefront/shared/contracts';
import type { StoredCart } from '../../repositories/cart-repository';
import type { DiscountsService } from '../../modules/discounts/service';

/**
 * A cart as the customer sees it: its lines, and its discount code priced
 * against them as they are now. Every cart answer, signed in or not, goes
 * through here, so the code is priced once and the same way everywhere.
 */
export async function pricedCart(
  discounts: DiscountsService,
  who: { userId: string | null; storeId: number },
  { discountCode, ...cart }: StoredCart,
): Promise<Cart> {
  const shopper = { ...who, currency: cart.currency };
  return { ...cart, discount: await discounts.cartDiscount(shopper, discountCode, cart.lines) };
}
