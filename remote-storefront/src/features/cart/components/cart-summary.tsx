import { Link, formatMoney } from '@storefront/shared';
import { DeliveryNote } from './delivery-note';
import type { CartState } from '../../../cart/cart-service';

export function CartSummary({ cart }: { cart: CartState }) {
  return (
    <aside className="sf-card sf-cart__summary" aria-labelledby="sf-cart-summary">
      <h2 id="sf-cart-summary">Order summary</h2>
      <dl className="sf-totals">
        <div>
          <dt>
            Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatMoney(cart.subtotalMinor, cart.currency)}</dd>
        </div>
      </dl>
      <DeliveryNote subtotalMinor={cart.subtotalMinor} currency={cart.currency} />
      <Link className="sf-button sf-button--solid" to="/checkout">
        Checkout
      </Link>
      <Link to="/products">Continue shopping</Link>
    </aside>
  );
}
