import { useState } from 'react';
import { Link } from '@storefront/shared';
import { LoadError } from '@storefront/ui';
import { useDiscountCode } from '../../../discount/use-discount-code';
import { useFreshCart } from '../../../hooks/use-fresh-cart';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { cartService } from '../../../cart/cart-service';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import './cart.css';

export default function CartPage() {
  const { cart, loading, failure, retry } = useFreshCart();
  // What the last change did: a cut to the stock, a removal, or why it failed.
  const [notice, setNotice] = useState<string | null>(null);
  // The cart's own code, priced by the API in every cart answer.
  const discount = useDiscountCode(cart.discount);
  // Quietly, through the cart service: the page shows the new lines as any change's.
  useLiveRefresh(refreshStock);

  return (
    <div className="sf-page">
      <h1>Your cart</h1>
      <div role="status">{notice && <p className="sf-notice">{notice}</p>}</div>
      {failure && <LoadError what="your cart" failure={failure} onRetry={retry} />}
      {!failure && loading && <CartSkeleton />}
      {!failure && !loading && cart.lines.length === 0 && (
        <div className="sf-card sf-empty">
          <p>Your cart is empty.</p>
          <Link to="/products">Continue shopping</Link>
        </div>
      )}
      {!failure && !loading && cart.lines.length > 0 && (
        <div className="sf-cart">
          <ul className="sf-cart__lines" aria-label="Items in your cart">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.productId}
                line={line}
                currency={cart.currency}
                onNotice={setNotice}
              />
            ))}
          </ul>
          <CartSummary cart={cart} discount={discount} />
        </div>
      )}
    </div>
  );
}

const refreshStock = (signal: AbortSignal) => cartService.refreshStock(signal);

function CartSkeleton() {
  return (
    <div className="sf-cart" aria-busy="true">
      <p className="sf-visually-hidden" role="status">
        Loading your cart
      </p>
      <div className="sf-cart__lines" aria-hidden="true">
        <div className="sf-skeleton sf-skeleton--cart-line" />
        <div className="sf-skeleton sf-skeleton--cart-line" />
      </div>
      <div className="sf-skeleton sf-skeleton--block" aria-hidden="true" />
    </div>
  );
}
