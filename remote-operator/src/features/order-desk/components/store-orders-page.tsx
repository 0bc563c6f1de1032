import { Link, useApi } from '@storefront/shared';
import type { OperatorOrder } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS, searchTextProblem } from '@storefront/shared/constants';
import { SearchProblem } from '../../../components/search-problem';
import { getStoreOrders, storeOrdersSearch } from '../api/get-store-orders';
import { storeOrderEventsPath } from '../api/store-order-events';
import { useLiveRefresh } from '../hooks/use-live-refresh';
import { useOrderDeskQuery, type OrderDeskFilters } from '../hooks/use-order-desk-query';
import { DELIVERY_OPTION_LABELS } from '../lib/order-desk-words';
import { OrderDeskFilters as Filters } from './order-desk-filters';
import { storeOrderColumns } from './store-order-columns';
import '../../../components/operator.css';
import './order-desk.css';
import { STORE_ORDERS_PATH, storeOrderPath } from '../../../lib/urls/orders';
import { CursorPager, DashboardPage, DataTable, EmptyState } from '@storefront/ui';

/** What the empty list was asked for, e.g. 'No cancelled store pickup orders match “ada”.' */
function nothingFound({ status, delivery, q }: OrderDeskFilters): string {
  const kind = [
    status && ORDER_STATUS_LABELS[status].toLowerCase(),
    delivery && DELIVERY_OPTION_LABELS[delivery].toLowerCase(),
  ]
    .filter(Boolean)
    .join(' ');
  return `No ${kind ? `${kind} ` : ''}orders${q ? ` match “${q}”` : ''}.`;
}

/** /operator/orders: find the store's orders, newest first, and move them along. */
export function StoreOrdersPage() {
  const query = useOrderDeskQuery();
  const { status, delivery, q, cursor, searchFor, setFilters } = query;
  const search = storeOrdersSearch({ status, deliveryOption: delivery, q, cursor });
  const searchProblem = searchTextProblem(q);
  const orders = useApi(searchProblem ? null : `operator-orders:${search}`, (signal) =>
    getStoreOrders({ status, deliveryOption: delivery, q, cursor }, signal),
  );
  // New orders and moves show as they happen: each event of the store reads this page again.
  useLiveRefresh(
    searchProblem ? null : storeOrderEventsPath(),
    () => getStoreOrders({ status, deliveryOption: delivery, q, cursor }),
    orders.replace,
  );
  const filtered = Boolean(status || delivery || q);

  // The row keeps its place and shows the status the API answered with.
  const page = orders.data;
  const updateRow = (changed: OperatorOrder) => {
    if (!page) return;
    orders.replace({
      ...page,
      items: page.items.map((item) =>
        item.id === changed.id ? { ...item, status: changed.status } : item,
      ),
    });
  };

  const content = searchProblem ? (
    <SearchProblem problem={searchProblem} clearTo={STORE_ORDERS_PATH + searchFor({ q: '' })} />
  ) : (
    <div className="db-desk-table-box">
      <DataTable
        caption="The store's orders, newest first"
        columns={storeOrderColumns(updateRow)}
        rows={page?.items}
        rowKey={(order) => order.id}
        rowHref={(order) => storeOrderPath(order.id)}
        what="the orders"
        failure={orders.failure}
        onRetry={orders.retry}
        empty={
          <EmptyState>
            {cursor ? (
              <p>
                No orders on this page.{' '}
                <Link to={STORE_ORDERS_PATH + searchFor({})}>Go to the first page</Link>
              </p>
            ) : filtered ? (
              <>
                <p>{nothingFound(query)}</p>
                <Link to={STORE_ORDERS_PATH}>Show every order</Link>
              </>
            ) : (
              <p>The store has no orders yet.</p>
            )}
          </EmptyState>
        }
        footer={
          page && (
            <CursorPager
              label="Pages of store orders"
              previousHref={
                page.previousCursor &&
                STORE_ORDERS_PATH + searchFor({ cursor: { before: page.previousCursor } })
              }
              nextHref={
                page.nextCursor &&
                STORE_ORDERS_PATH + searchFor({ cursor: { after: page.nextCursor } })
              }
            />
          )
        }
      />
    </div>
  );

  return (
    <DashboardPage title="Store orders">
      <Filters status={status} delivery={delivery} q={q} onChange={setFilters} />
      {content}
    </DashboardPage>
  );
}
