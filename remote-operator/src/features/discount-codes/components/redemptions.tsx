import { formatMoney, Link, useApi, useSearchParams } from '@storefront/shared';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@storefront/shared/constants';
import {
  DataTable,
  EmptyState,
  formatDayAndTime,
  isOneOf,
  pageFrom,
  ListPager,
  type Column,
} from '@storefront/ui';
import { customerPath } from '../../../lib/urls/customers';
import { discountCodePath } from '../../../lib/urls/discount-codes';
import { storeOrderPath } from '../../../lib/urls/orders';
import { getRedemptions, type DiscountRedemption } from '../api/get-redemptions';
import { useMay } from '../../../lib/staff-role';

const statusLabel = (status: string) =>
  isOneOf(ORDER_STATUSES, status) ? ORDER_STATUS_LABELS[status] : status;

/** The columns, linking the customer only for a role that may look customers up. */
const columnsIn = (
  currency: string,
  mayOpenCustomers: boolean,
): readonly Column<DiscountRedemption>[] => [
  { header: 'Order', cell: (redemption) => redemption.orderNumber },
  {
    header: 'Customer',
    cell: ({ customer }) =>
      mayOpenCustomers ? (
        <Link to={customerPath(customer.id)}>{customer.name}</Link>
      ) : (
        customer.name
      ),
  },
  {
    header: 'Placed',
    cell: ({ at }) => <time dateTime={at}>{formatDayAndTime(at)}</time>,
  },
  { header: 'Status', cell: (redemption) => statusLabel(redemption.orderStatus) },
  {
    header: 'Discount',
    cell: (redemption) => formatMoney(redemption.discountMinor, currency),
    numeric: true,
  },
];

export interface RedemptionsProps {
  codeId: string;
  currency: string;
}

/** The orders placed with the code, 25 a page (the page in ?page=). */
export function Redemptions({ codeId, currency }: RedemptionsProps) {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const mayOpenCustomers = useMay('customers.read');
  const mayOpenOrders = useMay('orders.read');
  const redemptions = useApi(`discount-redemptions:${codeId}:${page}`, (signal) =>
    getRedemptions(codeId, page, signal),
  );
  const pathOf = (target: number) =>
    `${discountCodePath(codeId)}${target > 1 ? `?page=${target}` : ''}`;

  return (
    <section className="db-card" aria-labelledby="db-dc-redemptions">
      <h2 id="db-dc-redemptions">Orders that used it</h2>
      <DataTable
        caption="Orders placed with the code, newest first"
        columns={columnsIn(currency, mayOpenCustomers)}
        rows={redemptions.data?.items}
        rowKey={(redemption) => redemption.orderId}
        rowHref={mayOpenOrders ? (redemption) => storeOrderPath(redemption.orderId) : undefined}
        what="the orders"
        failure={redemptions.failure}
        onRetry={redemptions.retry}
        empty={
          <EmptyState>
            {redemptions.data?.total ? (
              <>
                <p>No orders on this page.</p>
                <Link to={pathOf(1)}>Back to the first page</Link>
              </>
            ) : (
              <p>No order has used it yet.</p>
            )}
          </EmptyState>
        }
        footer={
          <ListPager
            label="Pages of orders that used the code"
            page={page}
            list={redemptions.data}
            hrefFor={pathOf}
          />
        }
      />
    </section>
  );
}
