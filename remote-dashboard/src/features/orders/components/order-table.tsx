import { formatMoney, formatSlot } from '@storefront/shared';
import type { OrderSummary } from '@storefront/shared/contracts';
import { formatDay, OrderStatusBadge, SLOT_LABELS, type Column } from '@storefront/ui';

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** Where an order of the list leads: its details. */
export const orderDetailsPath = (order: OrderSummary) =>
  `/dashboard/order-details/${encodeURIComponent(order.id)}`;

/**
 * One row an order: number (to its details), date (with the slot under it),
 * items, status and total (with any discount).
 */
export const ORDER_COLUMNS: readonly Column<OrderSummary>[] = [
  { header: 'Order', cell: (order) => order.number },
  {
    header: 'Date',
    cell: (order) => (
      <>
        <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
        {order.slot && (
          <span className="db-order-table__slot">
            {SLOT_LABELS[order.deliveryOption]}:{' '}
            <time dateTime={order.slot.startsAt}>{formatSlot(order.slot)}</time>
          </span>
        )}
      </>
    ),
  },
  { header: 'Items', cell: (order) => itemCount(order.itemCount) },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    header: 'Total',
    numeric: true,
    cell: (order) => (
      <>
        {formatMoney(order.totalMinor, order.currency)}
        {order.discountMinor > 0 && (
          <span className="db-order-table__discount">
            {order.discountCode ?? 'Discount'}{' '}
            {`\u2212${formatMoney(order.discountMinor, order.currency)}`}
          </span>
        )}
      </>
    ),
  },
];
