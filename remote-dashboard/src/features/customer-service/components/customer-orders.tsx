import { formatMoney, Link, useApi } from '@storefront/shared';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { EmptyState } from '../../../components/dashboard-page';
import { LoadError, LoadingNote } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDayAndTime } from '../../../lib/format-date';
import { getCustomerOrders } from '../api/get-customer-orders';
import { useSectionPage } from '../hooks/use-section-page';
import { orderPath } from './labels';

const ANCHOR = 'db-cs-orders';

function OrdersContent({ customerId }: { customerId: string }) {
  const { page, hrefFor } = useSectionPage('ordersPage', ANCHOR);
  const orders = useApi(`operator-customer-orders:${customerId}:${page}`, (signal) =>
    getCustomerOrders(customerId, page, signal),
  );

  if (orders.failure) {
    return <LoadError what="the orders" failure={orders.failure} onRetry={orders.retry} />;
  }
  if (!orders.data) return <LoadingNote>Loading the orders</LoadingNote>;
  const { items, total, pageSize } = orders.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState>
          <p>{total === 0 ? 'No orders yet.' : 'There is nothing on this page.'}</p>
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
                  <Link to={orderPath(order.id)}>{order.number}</Link>
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
      <Pager
        label="Pages of the customer's orders"
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={hrefFor}
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
