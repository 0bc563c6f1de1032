import { Link, formatMoney } from '@storefront/shared';
import { DeliveryNote } from './delivery-note';
import type { CartState } from '../../../cart/cart-service';
import { DiscountCodeForm } from '../../../discount/discount-code-form';
import type { DiscountCode } from '../../../discount/use-discount-code';

export interface CartSummaryProps {
  cart: CartState;
  /** The field for the cart's discount code. */
  discount: DiscountCode;
}

export function CartSummary({ cart, discount }: CartSummaryProps) {
  const money = (minor: number) => formatMoney(minor, cart.currency);
  // Only a code that takes something off now has a line in the totals.
  const applied = cart.discount && !cart.discount.notApplying ? cart.discount : null;

  return (
    <aside className="sf-card sf-cart__summary" aria-labelledby="sf-cart-summary">
      <h2 id="sf-cart-summary">Order summary</h2>
      <dl className="sf-totals">
        <div>
          <dt>
            Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{money(cart.subtotalMinor)}</dd>
        </div>
        {applied && (
          <>
            <div>
              <dt>Discount ({applied.code})</dt>
              <dd>−{money(applied.discountMinor)}</dd>
            </div>
            {/* Delivery is chosen at checkout. */}
            <div className="sf-totals__grand">
              <dt>Total before delivery</dt>
              <dd>{money(cart.subtotalMinor - applied.discountMinor)}</dd>
            </div>
          </>
        )}
      </dl>
      <DiscountCodeForm discount={discount} />
      {/* Delivery is priced on the goods before any discount. */}
      <DeliveryNote subtotalMinor={cart.subtotalMinor} currency={cart.currency} />
      <Link className="sf-button sf-button--solid" to="/checkout">
        Checkout
      </Link>
      <Link to="/products">Continue shopping</Link>
    </aside>
  );
}
