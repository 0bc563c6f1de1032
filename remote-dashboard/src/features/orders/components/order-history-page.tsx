import { Link } from 'react-router-dom';
import { useApi } from '@storefront/shared';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';
import { getOrders } from '../api/get-orders';
import { useOrderHistoryQuery } from '../hooks/use-order-history-query';
import { ORDER_STATUS_LABELS } from '../lib/order-status';
import { LoadError } from './load-error';
import { OrderStatusFilter } from './order-status-filter';
import { OrderTable } from './order-table';
import { Pagination } from './pagination';
import './orders.css';

const HISTORY_PATH = '/dashboard/order-history';

function OrdersSkeleton() {
  return (
    <div className="db-skeleton-list" aria-busy="true">
      <p className="db-visually-hidden" role="status">
        Loading your orders
      </p>
      {[0, 1, 2].map((row) => (
        <div key={row} className="db-skeleton db-skeleton--row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** /dashboard/order-history: the customer's orders, 10 a page, filtered by status. */
export function OrderHistoryPage() {
  const { status, page, searchFor, setStatus } = useOrderHistoryQuery();
  const orders = useApi(`orders:${status ?? 'all'}:${page}`, (signal) =>
    getOrders({ page, status }, signal),
  );

  let content;
  if (orders.failure) {
    content = <LoadError what="your orders" failure={orders.failure} onRetry={orders.retry} />;
  } else if (!orders.data) {
    content = <OrdersSkeleton />;
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
        <Pagination
          page={page}
          pageCount={Math.ceil(total / pageSize)}
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
