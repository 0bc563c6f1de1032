import { Link, formatMoney, formatSlot } from '@storefront/shared';
import type { OrderSummary } from '@storefront/shared/contracts';
import { StatusBadge } from './status-badge';
import '@storefront/ui/styles/stacked-table.css';
import { formatDay, SLOT_LABELS } from '@storefront/ui';

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * One row an order: number (to its details), date (with the slot under it),
 * items, status and total (with any discount).
 */
export function OrderTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <table className="db-table db-stacked-table">
      <caption className="db-visually-hidden">Your orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Items</th>
          <th scope="col">Status</th>
          <th scope="col" className="db-table__number">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <Link to={`/dashboard/order-details/${encodeURIComponent(order.id)}`}>
                {order.number}
              </Link>
            </th>
            <td data-label="Date">
              <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
              {order.slot && (
                <span className="db-order-table__slot">
                  {SLOT_LABELS[order.deliveryOption]}:{' '}
                  <time dateTime={order.slot.startsAt}>{formatSlot(order.slot)}</time>
                </span>
              )}
            </td>
            <td data-label="Items">{itemCount(order.itemCount)}</td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
            <td data-label="Total" className="db-table__number">
              {formatMoney(order.totalMinor, order.currency)}
              {order.discountMinor > 0 && (
                <span className="db-order-table__discount">
                  {order.discountCode ?? 'Discount'}{' '}
                  {`\u2212${formatMoney(order.discountMinor, order.currency)}`}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
