import { Link, useApi } from '@storefront/shared';
import type { OperatorOrder, OperatorOrderPage } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS, searchTextProblem } from '@storefront/shared/constants';
import { SearchProblem } from '../../../components/search-problem';
import { getStoreOrders, storeOrdersSearch } from '../api/get-store-orders';
import { useOrderDeskQuery, type OrderDeskFilters } from '../hooks/use-order-desk-query';
import { DELIVERY_OPTION_LABELS } from '../lib/order-desk-words';
import { OrderDeskFilters as Filters } from './order-desk-filters';
import { StoreOrderRow } from './store-order-row';
import '../../../components/operator.css';
import './order-desk.css';
import { STORE_ORDERS_PATH } from '../../../lib/urls/orders';
import { CursorPager, DashboardPage, EmptyState, LoadError, LoadingNote } from '@storefront/ui';

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
  const filtered = Boolean(status || delivery || q);

  let content;
  if (searchProblem) {
    content = (
      <SearchProblem problem={searchProblem} clearTo={STORE_ORDERS_PATH + searchFor({ q: '' })} />
    );
  } else if (orders.failure) {
    content = <LoadError what="the orders" failure={orders.failure} onRetry={orders.retry} />;
  } else if (!orders.data) {
    content = <LoadingNote>Loading the orders</LoadingNote>;
  } else if (orders.data.items.length === 0) {
    content = (
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
    );
  } else {
    content = (
      <StoreOrdersTable
        orders={orders.data}
        onChanged={orders.replace}
        previousHref={
          orders.data.previousCursor &&
          STORE_ORDERS_PATH + searchFor({ cursor: { before: orders.data.previousCursor } })
        }
        nextHref={
          orders.data.nextCursor &&
          STORE_ORDERS_PATH + searchFor({ cursor: { after: orders.data.nextCursor } })
        }
      />
    );
  }

  return (
    <DashboardPage title="Store orders">
      <Filters status={status} delivery={delivery} q={q} onChange={setFilters} />
      {content}
    </DashboardPage>
  );
}

interface StoreOrdersTableProps {
  orders: OperatorOrderPage;
  onChanged: (orders: OperatorOrderPage) => void;
  previousHref: string | null;
  nextHref: string | null;
}

function StoreOrdersTable({ orders, onChanged, previousHref, nextHref }: StoreOrdersTableProps) {
  // The row keeps its place and shows the status the API answered with.
  const updateRow = (changed: OperatorOrder) =>
    onChanged({
      ...orders,
      items: orders.items.map((item) =>
        item.id === changed.id ? { ...item, status: changed.status } : item,
      ),
    });
  return (
    <>
      <div className="db-desk-table-box">
        <table className="db-table db-desk-table">
          <caption className="db-visually-hidden">The store&apos;s orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Placed</th>
              <th scope="col">Delivery</th>
              <th scope="col" className="db-table__number">
                Items
              </th>
              <th scope="col" className="db-table__number">
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col">Next step</th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => (
              <StoreOrderRow key={order.id} order={order} onChanged={updateRow} />
            ))}
          </tbody>
        </table>
      </div>
      <CursorPager label="Pages of store orders" previousHref={previousHref} nextHref={nextHref} />
    </>
  );
}
