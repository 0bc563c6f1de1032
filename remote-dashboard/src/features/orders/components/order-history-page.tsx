import { Link, useApi } from '@storefront/shared';
import { getOrders } from '../api/get-orders';
import { useOrderListQuery } from '../hooks/use-order-list-query';
import { ORDER_STATUS_LABELS } from '../lib/order-status';
import { OrderStatusFilter } from './order-status-filter';
import { OrderTable } from './order-table';
import './orders.css';
import { DashboardPage, EmptyState, LoadError, LoadingSkeleton, Pager } from '@storefront/ui';

const HISTORY_PATH = '/dashboard/order-history';

/** /dashboard/order-history: the customer's orders, 10 a page, filtered by status. */
export function OrderHistoryPage() {
  const { status, page, searchFor, setStatus } = useOrderListQuery();
  const orders = useApi(`orders:${status ?? 'all'}:${page}`, (signal) =>
    getOrders({ page, status: status ?? undefined }, signal),
  );

  let content;
  if (orders.failure) {
    content = <LoadError what="your orders" failure={orders.failure} onRetry={orders.retry} />;
  } else if (!orders.data) {
    content = (
      <LoadingSkeleton
        label="Loading your orders"
        className="db-skeleton-list"
        blocks={['db-skeleton--row', 'db-skeleton--row', 'db-skeleton--row']}
      />
    );
  } else if (orders.data.total === 0 && !status) {
    content = (
      <EmptyState>
        <p>You haven&apos;t placed any orders yet.</p>
        <Link to="/products">Start shopping</Link>
      </EmptyState>
    );
  } else if (orders.data.total === 0 && status) {
    content = (
      <EmptyState>
        <p>You have no orders that are {ORDER_STATUS_LABELS[status].toLowerCase()}.</p>
        <button type="button" className="db-action" onClick={() => setStatus(null)}>
          Show all orders
        </button>
      </EmptyState>
    );
  } else if (orders.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>There is no page {page} of these orders.</p>
        <Link to={HISTORY_PATH + searchFor({ page: 1 })}>Go to the first page</Link>
      </EmptyState>
    );
  } else {
    const { items, total, pageSize } = orders.data;
    content = (
      <>
        <p className="db-orders-count">
          {total} {total === 1 ? 'order' : 'orders'}
        </p>
        <OrderTable orders={items} />
        <Pager
          label="Pages of orders"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(target) => HISTORY_PATH + searchFor({ page: target })}
        />
      </>
    );
  }

  return (
    <DashboardPage title="History">
      <OrderStatusFilter status={status} onChange={setStatus} />
      {content}
    </DashboardPage>
  );
}
