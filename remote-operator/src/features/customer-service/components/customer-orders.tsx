import { formatMoney, Link, useApi } from '@storefront/shared';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { getCustomerOrders } from '../api/get-customer-orders';
import { useSectionCursor } from '../hooks/use-section-cursor';
import { storeOrderPath } from '../../../lib/urls/orders';
import { CursorPager, EmptyState, formatDayAndTime, LoadError, LoadingNote } from '@storefront/ui';

const ANCHOR = 'db-cs-orders';

function OrdersContent({ customerId }: { customerId: string }) {
  const { cursor, hrefFor } = useSectionCursor('orders', ANCHOR);
  const orders = useApi(
    `operator-customer-orders:${customerId}:${JSON.stringify(cursor)}`,
    (signal) => getCustomerOrders(customerId, cursor, signal),
  );

  if (orders.failure) {
    return <LoadError what="the orders" failure={orders.failure} onRetry={orders.retry} />;
  }
  if (!orders.data) return <LoadingNote>Loading the orders</LoadingNote>;
  const { items, nextCursor, previousCursor } = orders.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState>
          <p>{cursor ? 'There is nothing on this page.' : 'No orders yet.'}</p>
        </EmptyState>
      ) : (
        <table className="db-table db-stacked-table">
          <caption className="db-visually-hidden">The customer&apos;s orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Delivery</th>
              <th scope="col" className="db-table__number">
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={storeOrderPath(order.id)}>{order.number}</Link>
                </th>
                <td data-label="Placed">
                  <time dateTime={order.createdAt}>{formatDayAndTime(order.createdAt)}</time>
                </td>
                <td data-label="Delivery">
                  {order.deliveryOption === 'delivery' ? 'Home delivery' : 'Store pickup'}
                </td>
                <td data-label="Total" className="db-table__number">
                  {formatMoney(order.totalMinor, order.currency)}
                </td>
                <td data-label="Status">
                  <span className={`db-op-badge db-op-badge--${order.status.replace(/_/g, '-')}`}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CursorPager
        label="Pages of the customer's orders"
        previousHref={previousCursor && hrefFor({ before: previousCursor })}
        nextHref={nextCursor && hrefFor({ after: nextCursor })}
      />
    </>
  );
}

/** The customer's orders, newest first, each opening the order's page. */
export function CustomerOrders({ customerId }: { customerId: string }) {
  return (
    <section id={ANCHOR} className="db-op-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Orders</h2>
      <OrdersContent customerId={customerId} />
    </section>
  );
}
