import { formatMoney, useApi } from '@storefront/shared';
import type { OperatorOrderSummary } from '@storefront/shared/operator-contracts';
import { getCustomerOrders } from '../api/get-customer-orders';
import { useSectionCursor } from '../hooks/use-section-cursor';
import { storeOrderPath } from '../../../lib/urls/orders';
import {
  CursorPager,
  DataTable,
  EmptyState,
  formatDayAndTime,
  OrderStatusBadge,
  type Column,
} from '@storefront/ui';

const ANCHOR = 'db-cs-orders';

const COLUMNS: Column<OperatorOrderSummary>[] = [
  { header: 'Order', cell: (order) => order.number },
  {
    header: 'Placed',
    cell: (order) => <time dateTime={order.createdAt}>{formatDayAndTime(order.createdAt)}</time>,
  },
  {
    header: 'Delivery',
    cell: (order) => (order.deliveryOption === 'delivery' ? 'Home delivery' : 'Store pickup'),
  },
  {
    header: 'Total',
    numeric: true,
    cell: (order) => formatMoney(order.totalMinor, order.currency),
  },
  {
    header: 'Status',
    cell: (order) => <OrderStatusBadge status={order.status} />,
  },
];

function OrdersContent({ customerId }: { customerId: string }) {
  const { cursor, hrefFor } = useSectionCursor('orders', ANCHOR);
  const orders = useApi(
    `operator-customer-orders:${customerId}:${JSON.stringify(cursor)}`,
    (signal) => getCustomerOrders(customerId, cursor, signal),
  );
  const page = orders.failure ? undefined : orders.data;
  return (
    <>
      <DataTable
        caption="The customer's orders, newest first"
        columns={COLUMNS}
        rows={page?.items}
        rowKey={(order) => order.id}
        rowHref={(order) => storeOrderPath(order.id)}
        what="the orders"
        failure={orders.failure}
        onRetry={orders.retry}
        empty={
          <EmptyState>
            <p>{cursor ? 'There is nothing on this page.' : 'No orders yet.'}</p>
          </EmptyState>
        }
      />
      {page && (
        <CursorPager
          label="Pages of the customer's orders"
          previousHref={page.previousCursor && hrefFor({ before: page.previousCursor })}
          nextHref={page.nextCursor && hrefFor({ after: page.nextCursor })}
        />
      )}
    </>
  );
}

/** The customer's orders, newest first, each opening the order's page. */
export function CustomerOrders({ customerId }: { customerId: string }) {
  return (
    <section id={ANCHOR} className="db-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Orders</h2>
      <OrdersContent customerId={customerId} />
    </section>
  );
}
