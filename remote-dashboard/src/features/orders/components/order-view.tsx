import { Link } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { OrderActions } from './order-actions';
import { OrderHandover } from './order-handover';
import { OrderLines } from './order-lines';
import { OrderOffers } from './order-offers';
import { OrderPayments } from './order-payments';
import { OrderSubstitutions } from './order-substitutions';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { ProblemReportList } from './problem-report-list';
import { ProblemReportOffer } from './problem-report-offer';
import { formatDayAndTime, OrderStatusBadge } from '@storefront/ui';

export interface OrderViewProps {
  order: Order;
  onChanged: (order: Order) => void;
  onReload: () => void;
}

/**
 * One order in full: what, how much and how it is paid, how it arrives, where
 * it is, what can be done, and any problems reported with it.
 */
export function OrderView({ order, onChanged, onReload }: OrderViewProps) {
  return (
    <article className="db-order" aria-labelledby="db-order-number">
      <header className="db-order__header">
        <h2 id="db-order-number">Order {order.number}</h2>
        <OrderStatusBadge status={order.status} />
        <p className="db-order__placed">
          Placed <time dateTime={order.createdAt}>{formatDayAndTime(order.createdAt)}</time>
        </p>
      </header>
      {order.status === 'cancelled' && (
        <p className="db-notice db-notice--error">This order was cancelled.</p>
      )}
      <OrderActions key={order.id} order={order} onChanged={onChanged} onReload={onReload} />
      <OrderOffers key={`offers-${order.id}`} order={order} onChanged={onChanged} />
      <ProblemReportOffer key={`problems-${order.id}`} order={order} onChanged={onChanged} />
      <div className="db-order__grid">
        <section className="db-card" aria-labelledby="db-order-items">
          <h2 id="db-order-items">What you ordered</h2>
          <OrderLines order={order} />
          <OrderTotals order={order} />
        </section>
        {order.status !== 'cancelled' && (
          <OrderSubstitutions order={order} onChanged={onChanged} onReload={onReload} />
        )}
        <div className="db-order__side">
          <OrderPayments order={order} />
          <OrderHandover order={order} />
          <OrderTimeline order={order} />
        </div>
      </div>
      <ProblemReportList order={order} />
      <p className="db-order-back">
        <Link to="/dashboard/order-history">All your orders</Link>
      </p>
    </article>
  );
}
