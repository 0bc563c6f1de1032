import { useApi } from '@storefront/shared';
import { ORDER_STATUS_LABELS, type Order } from '@storefront/shared/contracts';
import { DashboardPage, EmptyState } from '../../../components/dashboard-page';
import { LoadError, LoadingNote } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { getStoreOrders } from '../api/get-store-orders';
import { useOrderListQuery } from '../../orders/hooks/use-order-list-query';
import { OrderStatusFilter } from '../../orders/components/order-status-filter';
import { StoreOrderRow } from './store-order-row';

const STORE_ORDERS_PATH = '/dashboard/operator/orders';
import '../../../components/operator.css';

/** /dashboard/operator/orders: the store's orders, newest first, and their next steps. */
export function StoreOrdersPage() {
  const { status, page, searchFor, setStatus } = useOrderListQuery();
  const orders = useApi(`operator-orders:${status ?? 'all'}:${page}`, (signal) =>
    getStoreOrders({ page, status }, signal),
  );

  let content;
  if (orders.failure) {
    content = <LoadError what="the orders" failure={orders.failure} onRetry={orders.retry} />;
  } else if (!orders.data) {
    content = <LoadingNote>Loading the orders</LoadingNote>;
  } else if (orders.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>
          {status
            ? `No orders are ${ORDER_STATUS_LABELS[status].toLowerCase()}.`
            : orders.data.total === 0
              ? 'The store has no orders yet.'
              : 'No orders on this page.'}
        </p>
      </EmptyState>
    );
  } else {
    const current = orders.data;
    // The row keeps its place and shows the status the API answered with.
    const updateRow = (changed: Order) =>
      orders.replace({
        ...current,
        items: current.items.map((item) =>
          item.id === changed.id ? { ...item, status: changed.status } : item,
        ),
      });
    content = (
      <>
        <p className="db-op-muted">
          {current.total} {current.total === 1 ? 'order' : 'orders'}
        </p>
        <table className="db-table">
          <caption className="db-visually-hidden">The store&apos;s orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Placed</th>
              <th scope="col" className="db-table__number">
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col">Next step</th>
            </tr>
          </thead>
          <tbody>
            {current.items.map((order) => (
              <StoreOrderRow key={order.id} order={order} onChanged={updateRow} />
            ))}
          </tbody>
        </table>
        <Pager
          label="Pages of store orders"
          page={page}
          pageSize={current.pageSize}
          total={current.total}
          hrefFor={(target) => STORE_ORDERS_PATH + searchFor({ page: target })}
        />
      </>
    );
  }

  return (
    <DashboardPage title="Store orders">
      <OrderStatusFilter status={status} onChange={setStatus} />
      {content}
    </DashboardPage>
  );
}
