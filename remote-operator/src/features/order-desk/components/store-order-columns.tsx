import { formatMoney, formatSlot } from '@storefront/shared';
import type { OperatorOrder, OperatorOrderSummary } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import {
  FormAlert,
  formatDayAndTime,
  OrderStatusBadge,
  readableMobile,
  type Column,
} from '@storefront/ui';
import { useChangeOrderStatus } from '../hooks/use-change-order-status';
import { DELIVERY_OPTION_LABELS, forwardMoves } from '../lib/order-desk-words';

type OnChanged = (order: OperatorOrder) => void;

/** A button for each forward move the order's delivery option allows from here. */
function NextStep({ order, onChanged }: { order: OperatorOrderSummary; onChanged: OnChanged }) {
  const { change, changing, error } = useChangeOrderStatus(order, { onChanged });
  const moves = forwardMoves(order.deliveryOption, order.status);
  return (
    <>
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
      <FormAlert>{error}</FormAlert>
    </>
  );
}

function Placed({ createdAt }: { createdAt: string }) {
  const [day, time] = formatDayAndTime(createdAt).split(', ');
  return (
    <time dateTime={createdAt}>
      <span className="db-op-block db-desk-nowrap">{day}</span>
      <span className="db-op-muted">{time}</span>
    </time>
  );
}

/** The store's orders, one a row; its last column moves an order along (`onChanged` has the answer). */
export const storeOrderColumns = (
  onChanged: OnChanged,
): readonly Column<OperatorOrderSummary>[] => [
  { header: 'Order', cell: (order) => order.number },
  {
    header: 'Customer',
    cell: ({ customer }) => (
      <>
        {customer.name}
        <span className="db-op-muted db-op-block db-desk-nowrap">
          {readableMobile(customer.mobile)}
        </span>
      </>
    ),
  },
  { header: 'Placed', cell: (order) => <Placed createdAt={order.createdAt} /> },
  {
    header: 'Delivery',
    cell: (order) => (
      <>
        {DELIVERY_OPTION_LABELS[order.deliveryOption]}
        {order.slot && (
          <time className="db-op-muted db-op-block" dateTime={order.slot.startsAt}>
            {formatSlot(order.slot)}
          </time>
        )}
      </>
    ),
  },
  { header: 'Items', cell: (order) => order.itemCount, numeric: true },
  {
    header: 'Total',
    cell: (order) => formatMoney(order.totalMinor, order.currency),
    numeric: true,
  },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: 'Next step', cell: (order) => <NextStep order={order} onChanged={onChanged} /> },
];
