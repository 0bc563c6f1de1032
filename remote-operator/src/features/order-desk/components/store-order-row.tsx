import { formatMoney, formatSlot, Link } from '@storefront/shared';
import type { OperatorOrder, OperatorOrderSummary } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { DELIVERY_OPTION_LABELS, forwardMoves } from '../lib/order-desk-words';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { storeOrderPath } from '../../../lib/urls/orders';
import { formatDayAndTime, readableMobile } from '@storefront/ui';

export interface StoreOrderRowProps {
  order: OperatorOrderSummary;
  onChanged: (order: OperatorOrder) => void;
}

/**
 * One order of the store, with a button for each forward move its delivery
 * option allows from here. Each cell carries its column's name for the
 * stacked layout of narrow screens.
 */
export function StoreOrderRow({ order, onChanged }: StoreOrderRowProps) {
  const { change, changing, error } = useChangeOrderStatus(order, { onChanged });
  const moves = forwardMoves(order.deliveryOption, order.status);
  const [placedDay, placedTime] = formatDayAndTime(order.createdAt).split(', ');
  return (
    <tr>
      <th scope="row">
        <Link to={storeOrderPath(order.id)}>{order.number}</Link>
      </th>
      <td data-label="Customer">
        {order.customer.name}
        <span className="db-op-muted db-op-block db-desk-nowrap">
          {readableMobile(order.customer.mobile)}
        </span>
      </td>
      <td data-label="Placed">
        <time dateTime={order.createdAt}>
          <span className="db-op-block db-desk-nowrap">{placedDay}</span>
          <span className="db-op-muted">{placedTime}</span>
        </time>
      </td>
      <td data-label="Delivery">
        {DELIVERY_OPTION_LABELS[order.deliveryOption]}
        {order.slot && (
          <time className="db-op-muted db-op-block" dateTime={order.slot.startsAt}>
            {formatSlot(order.slot)}
          </time>
        )}
      </td>
      <td data-label="Items" className="db-table__number">
        {order.itemCount}
      </td>
      <td data-label="Total" className="db-table__number">
        {formatMoney(order.totalMinor, order.currency)}
      </td>
      <td data-label="Status">
        <OrderStatusBadge status={order.status} />
      </td>
      <td data-label="Next step">
        <div className="db-op-actions">
          {moves.length === 0 && <span className="db-op-muted">No further steps</span>}
          {moves.map((next) => (
            <button
              key={next}
              type="button"
              className="db-action"
              disabled={changing}
              onClick={() => void change(next)}
            >
              Mark {ORDER_STATUS_LABELS[next]}
            </button>
          ))}
        </div>
        {error && (
          <p className="db-alert" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}
