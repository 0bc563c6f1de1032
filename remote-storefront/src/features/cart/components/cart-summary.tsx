import { Link, formatMoney } from '@storefront/shared';
import { DeliveryNote } from './delivery-note';
import type { CartState } from '../../../cart/cart-service';
import { DiscountCodeForm } from '../../../discount/discount-code-form';
import type { DiscountCode } from '../../../discount/use-discount-code';

export interface CartSummaryProps {
  cart: CartState;
  /** The customer's discount code; null for a visitor who is not signed in. */
  discount: DiscountCode | null;
}

export function CartSummary({ cart, discount }: CartSummaryProps) {
  const money = (minor: number) => formatMoney(minor, cart.currency);
  const quote = discount?.quote ?? null;

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
        {quote && (
          <>
            <div>
              <dt>Discount ({quote.code})</dt>
              <dd>−{money(quote.discountMinor)}</dd>
            </div>
            {/* Delivery is chosen at checkout. */}
            <div className="sf-totals__grand">
              <dt>Total before delivery</dt>
              <dd>{money(cart.subtotalMinor - quote.discountMinor)}</dd>
            </div>
          </>
        )}
      </dl>
      {discount ? (
        <DiscountCodeForm discount={discount} />
      ) : (
        <p className="sf-cart__discount-sign-in">
          <Link to="/login?returnTo=%2Fcart">Sign in</Link> to use a discount code.
        </p>
      )}
      {/* Delivery is priced on the goods before any discount. */}
      <DeliveryNote subtotalMinor={cart.subtotalMinor} currency={cart.currency} />
      <Link className="sf-button sf-button--solid" to="/checkout">
        Checkout
      </Link>
      <Link to="/products">Continue shopping</Link>
    </aside>
  );
}
