import { Link, Navigate, signInPath, useApi, useLocation, useSession } from '@storefront/shared';
import { LoadError } from '@storefront/ui';
import { useFreshCart } from '../../../hooks/use-fresh-cart';
import { getCheckoutTerms } from '../api/get-checkout-terms';
import { usePlaceOrder, verifyMobilePath } from '../hooks/use-place-order';
import { CheckoutFlow } from './checkout-flow';
import './checkout.css';

/** Checkout needs a signed-in customer with a verified mobile number (docs/permissions.md). */
export default function CheckoutPage() {
  const auth = useSession('auth');
  const user = useSession('user');
  const { pathname, search } = useLocation();
  // Back to the exact step after signing in (an ended session too) or verifying.
  if (!auth || !user) return <Navigate to={signInPath(pathname, search)} replace />;
  if (!user.mobileVerified) return <Navigate to={verifyMobilePath(pathname)} replace />;
  return <Checkout userId={user.id} />;
}

function Checkout({ userId }: { userId: string }) {
  const { cart, loading, failure, retry } = useFreshCart();
  const terms = useApi('checkout-terms', getCheckoutTerms);
  const order = usePlaceOrder();

  function body() {
    // The cart empties as the order is placed; say so rather than "your cart is empty".
    if (order.status === 'placed') {
      return (
        <p role="status">
          Your order is placed.
          {order.payUrl && (
            <>
              {' '}
              Taking you to Stripe&apos;s secure page to pay.{' '}
              <a href={order.payUrl}>Go to the payment page</a>
            </>
          )}
        </p>
      );
    }
    if (failure) return <LoadError what="your cart" failure={failure} onRetry={retry} />;
    if (terms.failure) {
      return (
        <LoadError
          what="the store’s delivery terms"
          failure={terms.failure}
          onRetry={terms.retry}
        />
      );
    }
    if (loading || !terms.data) {
      return (
        <>
          <p className="sf-visually-hidden" role="status">
            Loading your cart
          </p>
          <div className="sf-skeleton sf-skeleton--block" aria-hidden="true" />
        </>
      );
    }
    if (cart.lines.length === 0) {
      return (
        <div className="sf-card sf-empty">
          {order.error && (
            <p className="sf-notice sf-notice--error" role="alert">
              {order.error}
            </p>
          )}
          <p>Your cart is empty, so there is nothing to check out yet.</p>
          <Link to="/products">Browse products</Link>
        </div>
      );
    }
    return (
      <CheckoutFlow
        userId={userId}
        cart={cart}
        terms={terms.data}
        placing={order.status === 'placing'}
        error={order.error}
        failure={order.failure}
        onPlace={order.place}
      />
    );
  }

  return (
    <div className="sf-page sf-checkout">
      <h1>Checkout</h1>
      {body()}
    </div>
  );
}
