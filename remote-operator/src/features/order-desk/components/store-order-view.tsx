import { formatSlot, Link } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { DELIVERY_OPTION_LABELS, SLOT_LABELS } from '../lib/order-desk-words';
import { OrderActivity } from './order-activity';
import { OrderAttention } from './order-attention';
import { OrderContents } from './order-contents';
import { OrderCustomer } from './order-customer';
import { OrderDestination } from './order-destination';
import { OrderMoves } from './order-moves';
import { OrderPayments } from './order-payments';
import { OrderProblemReports } from './order-problem-reports';
import { PickList } from './pick-list';
import { StatusHistory } from './status-history';
import { STORE_ORDERS_PATH } from '../../../lib/urls/orders';
import { formatDayAndTime, OrderStatusBadge } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

export interface StoreOrderViewProps {
  order: OperatorOrder;
  onChanged: (order: OperatorOrder) => void;
  onStale: () => void;
}

/** One order for the store: what to pack, how it is paid, where it goes, who to call, where it is, what is next. */
export function StoreOrderView({ order, onChanged, onStale }: StoreOrderViewProps) {
  // The activity is the audit log's, which not every role may read.
  const mayReadActivity = useMay('audit.read');
  // Deciding a report is an operator action too: the activity is read again after one.
  const decidedReports = order.problemReports.filter((report) => report.status !== 'open').length;
  return (
    <div className="db-desk-order">
      <dl className="db-desk-order__summary" aria-label="Order summary">
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDayAndTime(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{DELIVERY_OPTION_LABELS[order.deliveryOption]}</dd>
        </div>
        {order.slot && (
          <div>
            <dt>{SLOT_LABELS[order.deliveryOption]}</dt>
            <dd>
              <time dateTime={order.slot.startsAt}>{formatSlot(order.slot)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>Items</dt>
          <dd>{order.itemCount}</dd>
        </div>
      </dl>
      <OrderAttention attention={order.attention} />
      <OrderMoves key={order.id} order={order} onChanged={onChanged} onStale={onStale} />
      <div className="db-desk-order__grid">
        <div className="db-op-stack">
          <OrderProblemReports order={order} onChanged={onChanged} onStale={onStale} />
          <OrderContents order={order} />
          <OrderPayments order={order} />
          <PickList order={order} />
        </div>
        <div className="db-op-stack">
          <OrderDestination order={order} />
          <OrderCustomer customer={order.customer} />
          <StatusHistory order={order} />
          {mayReadActivity && (
            <OrderActivity
              orderId={order.id}
              version={`${order.status}:${order.history.length}:${decidedReports}`}
            />
          )}
        </div>
      </div>
      <p>
        <Link to={STORE_ORDERS_PATH}>All store orders</Link>
      </p>
    </div>
  );
}
