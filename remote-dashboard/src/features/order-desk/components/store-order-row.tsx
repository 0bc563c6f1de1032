import { formatMoney } from '@storefront/shared';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type Order,
  type OperatorOrderSummary,
} from '@storefront/shared/contracts';
import { formatDayAndTime } from '../../../lib/format-date';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';

export interface StoreOrderRowProps {
  order: OperatorOrderSummary;
  onChanged: (order: Order) => void;
}

/** One order of the store, with a button for each move its delivery option allows from here. */
export function StoreOrderRow({ order, onChanged }: StoreOrderRowProps) {
  const { change, changing, error } = useChangeOrderStatus(order, onChanged);
  const moves = ORDER_TRANSITIONS[order.deliveryOption][order.status];
  return (
    <tr>
      <th scope="row">{order.number}</th>
      <td>
        {order.customer.name}
        <span className="db-op-muted db-op-block">{order.customer.mobile}</span>
      </td>
      <td>
        <time dateTime={order.createdAt}>{formatDayAndTime(order.createdAt)}</time>
        <span className="db-op-muted db-op-block">
          {order.deliveryOption === 'delivery' ? 'Home delivery' : 'Store pickup'}
        </span>
      </td>
      <td className="db-table__number">{formatMoney(order.totalMinor, order.currency)}</td>
      <td>
        <span className={`db-op-badge db-op-badge--${order.status.replace(/_/g, '-')}`}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
      </td>
      <td>
        <div className="db-op-actions">
          {moves.length === 0 && <span className="db-op-muted">No further steps</span>}
          {moves.map((next) => (
            <button
              key={next}
              type="button"
              className={next === 'cancelled' ? 'db-action db-op-danger' : 'db-action'}
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
