import {
  Link,
  Navigate,
  useLocation,
  useParams,
  signInPath,
  useApi,
  useSession,
} from '@storefront/shared';
import { LoadError } from '../../../components/load-error';
import { getOrder } from '../api/get-order';
import { OrderSummary } from './order-summary';
import { PaymentSplit } from './payment-split';
import './orders.css';

export default function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const auth = useSession('auth');
  const { pathname } = useLocation();
  if (!auth) return <Navigate to={signInPath(pathname, '')} replace />;
  return <OrderConfirmation key={orderId} orderId={orderId} />;
}

function OrderConfirmation({ orderId }: { orderId: string }) {
  const {
    data: order,
    failure,
    retry,
  } = useApi(`order-${orderId}`, (signal) => getOrder(orderId, signal));

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

  const delivery = order.deliveryOption === 'delivery';
  return (
    <div className="sf-page sf-confirmation">
      <div className="sf-confirmation__banner">
        <h1>Thank you, your order is placed</h1>
        <p className="sf-order-number">
          Order number <strong>{order.number}</strong>
        </p>
        {order.status === 'cancelled' ? (
          <p>This order is cancelled.</p>
        ) : order.status === 'completed' ? (
          <p>This order is complete. Thank you for shopping with us.</p>
        ) : (
          <p>
            We&apos;ll send you a text when it is {delivery ? 'on its way' : 'ready to collect'}.
          </p>
        )}
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
