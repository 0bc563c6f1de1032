import { countText, Link, useApi } from '@storefront/shared';
import { getOrders } from '../api/get-orders';
import { useOrderListQuery } from '../hooks/use-order-list-query';
import { ORDER_STATUS_LABELS } from '../lib/order-status';
import { OrderStatusFilter } from './order-status-filter';
import { ORDER_COLUMNS, orderDetailsPath } from './order-table';
import './orders.css';
import { DashboardPage, DataTable, EmptyState, ListPager, LoadingSkeleton } from '@storefront/ui';

const HISTORY_PATH = '/dashboard/order-history';

/** /dashboard/order-history: the customer's orders, 10 a page, filtered by status. */
export function OrderHistoryPage() {
  const { status, page, searchFor, setStatus } = useOrderListQuery();
  const orders = useApi(`orders:${status ?? 'all'}:${page}`, (signal) =>
    getOrders({ page, status: status ?? undefined }, signal),
  );
  const total = orders.data?.total ?? 0;

  let empty;
  if (total > 0) {
    empty = (
      <EmptyState>
        <p>There is no page {page} of these orders.</p>
        <Link to={HISTORY_PATH + searchFor({ page: 1 })}>Go to the first page</Link>
      </EmptyState>
    );
  } else if (status) {
    empty = (
      <EmptyState>
        <p>You have no orders that are {ORDER_STATUS_LABELS[status].toLowerCase()}.</p>
        <button type="button" className="db-action" onClick={() => setStatus(null)}>
          Show all orders
        </button>
      </EmptyState>
    );
  } else {
    empty = (
      <EmptyState>
        <p>You haven&apos;t placed any orders yet.</p>
        <Link to="/products">Start shopping</Link>
      </EmptyState>
    );
  }

  return (
    <DashboardPage title="History">
      <OrderStatusFilter status={status} onChange={setStatus} />
      {/* The page's own loading state: a skeleton in the shape of the list. */}
      {!orders.data && !orders.failure ? (
        <LoadingSkeleton
          label="Loading your orders"
          className="db-skeleton-list"
          blocks={['db-skeleton--row', 'db-skeleton--row', 'db-skeleton--row']}
        />
      ) : (
        <>
          {orders.data && orders.data.items.length > 0 && (
            <p className="db-orders-count">
              {countText(total, orders.data.totalCapped)} {total === 1 ? 'order' : 'orders'}
            </p>
          )}
          <DataTable
            caption="Your orders, newest first"
            columns={ORDER_COLUMNS}
            rows={orders.data?.items}
            rowKey={(order) => order.id}
            rowHref={orderDetailsPath}
            what="your orders"
            failure={orders.failure}
            onRetry={orders.retry}
            empty={empty}
            footer={
              <ListPager
                label="Pages of orders"
                page={page}
                list={orders.data}
                hrefFor={(target) => HISTORY_PATH + searchFor({ page: target })}
              />
            }
          />
        </>
      )}
    </DashboardPage>
  );
}
