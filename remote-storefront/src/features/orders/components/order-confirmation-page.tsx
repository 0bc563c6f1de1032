import {
  Link,
  Navigate,
  useLocation,
  useParams,
  useSearchParams,
  signInPath,
  useApi,
  useSession,
} from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import { cardPaymentOf } from '../../../lib/card-payment';
import { getOrder } from '../api/get-order';
import { awaitsCardPayment, useCardPaymentWait } from '../hooks/use-card-payment-wait';
import { CardPaymentNotice } from './card-payment-notice';
import { OrderSummary } from './order-summary';
import { PaymentSplit } from './payment-split';
import './orders.css';

export default function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const auth = useSession('auth');
  const { pathname } = useLocation();
  // Stripe sends the customer back here with ?payment=cancelled when they give up on its page.
  const [search] = useSearchParams();
  const leftPayment = search.get('payment') === 'cancelled';
  if (!auth) return <Navigate to={signInPath(pathname, '')} replace />;
  return <OrderConfirmation key={orderId} orderId={orderId} leftPayment={leftPayment} />;
}

/** Where the order has got to, in a line; a card payment still to come, or never made, says it instead. */
function OrderProgress({ order }: { order: Order }) {
  if (order.status === 'cancelled') {
    return cardPaymentOf(order)?.status === 'cancelled' ? null : <p>This order is cancelled.</p>;
  }
  if (order.status === 'completed') {
    return <p>This order is complete. Thank you for shopping with us.</p>;
  }
  // Nothing is prepared, nor texted, until the card is paid.
  if (awaitsCardPayment(order)) return null;
  const delivery = order.deliveryOption === 'delivery';
  return (
    <p>We&apos;ll send you a text when it is {delivery ? 'on its way' : 'ready to collect'}.</p>
  );
}

function OrderConfirmation({ orderId, leftPayment }: { orderId: string; leftPayment: boolean }) {
  const {
    data: order,
    failure,
    retry,
    replace,
  } = useApi(`order-${orderId}`, (signal) => getOrder(orderId, signal));
  const wait = useCardPaymentWait(order, replace, !leftPayment);

  if (failure && (failure.status === 404 || failure.status === 400)) {
    return (
      <div className="sf-page">
        <div className="sf-card sf-empty">
          <h1>We can&apos;t find that order</h1>
          <p>Your orders are all listed in My Dashboard.</p>
          <Link to="/dashboard/order-history">See your orders</Link>
        </div>
      </div>
    );
  }
  if (failure) {
    return (
      <div className="sf-page">
        <LoadError what="your order" failure={failure} onRetry={retry} />
      </div>
    );
  }
  if (!order) {
    return (
      <div className="sf-page" aria-busy="true">
        <p className="sf-visually-hidden" role="status">
          Loading your order
        </p>
        <div className="sf-skeleton sf-skeleton--confirmation" aria-hidden="true" />
        <div className="sf-skeleton sf-skeleton--block" aria-hidden="true" />
      </div>
    );
  }

  return (
    <div className="sf-page sf-confirmation">
      <div className="sf-confirmation__banner">
        <h1>Thank you, your order is placed</h1>
        <p className="sf-order-number">
          Order number <strong>{order.number}</strong>
        </p>
        <OrderProgress order={order} />
        <CardPaymentNotice order={order} leftPayment={leftPayment} wait={wait} onChange={replace} />
        <PaymentSplit order={order} />
      </div>
      <OrderSummary order={order} />
      <div className="sf-confirmation__links">
        <Link className="sf-button sf-button--solid" to="/products">
          Continue shopping
        </Link>
        <Link
          className="sf-button sf-button--outline"
          to={`/dashboard/order-details/${encodeURIComponent(order.id)}`}
        >
          View order details
        </Link>
      </div>
    </div>
  );
}
