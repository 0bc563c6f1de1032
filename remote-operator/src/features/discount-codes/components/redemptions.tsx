import { formatMoney, Link, useApi, useSearchParams } from '@storefront/shared';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@storefront/shared/constants';
import { getRedemptions, type DiscountRedemption } from '../api/get-redemptions';
import { customerPath } from '../../../lib/urls/customers';
import { discountCodePath } from '../../../lib/urls/discount-codes';
import { storeOrderPath } from '../../../lib/urls/orders';
import {
  EmptyState,
  formatDayAndTime,
  isOneOf,
  LoadError,
  LoadingNote,
  pageFrom,
  Pager,
} from '@storefront/ui';

const statusLabel = (status: string) =>
  isOneOf(ORDER_STATUSES, status) ? ORDER_STATUS_LABELS[status] : status;

function RedemptionTable({ items, currency }: { items: DiscountRedemption[]; currency: string }) {
  return (
    <table className="db-table db-stacked-table">
      <caption className="db-visually-hidden">Orders placed with the code, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Placed</th>
          <th scope="col">Status</th>
          <th scope="col" className="db-table__number">
            Discount
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((redemption) => (
          <tr key={redemption.orderId}>
            <th scope="row">
              <Link to={storeOrderPath(redemption.orderId)}>{redemption.orderNumber}</Link>
            </th>
            <td data-label="Customer">
              <Link to={customerPath(redemption.customer.id)}>{redemption.customer.name}</Link>
            </td>
            <td data-label="Placed">
              <time dateTime={redemption.at}>{formatDayAndTime(redemption.at)}</time>
            </td>
            <td data-label="Status">{statusLabel(redemption.orderStatus)}</td>
            <td data-label="Discount" className="db-table__number">
              {formatMoney(redemption.discountMinor, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface RedemptionsProps {
  codeId: string;
  currency: string;
}

/** The orders placed with the code, 25 a page (the page in ?page=). */
export function Redemptions({ codeId, currency }: RedemptionsProps) {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const redemptions = useApi(`discount-redemptions:${codeId}:${page}`, (signal) =>
    getRedemptions(codeId, page, signal),
  );

  let content;
  if (redemptions.failure) {
    content = (
      <LoadError what="the orders" failure={redemptions.failure} onRetry={redemptions.retry} />
    );
  } else if (!redemptions.data) {
    content = <LoadingNote>Loading the orders</LoadingNote>;
  } else {
    const { items, total, pageSize } = redemptions.data;
    content = (
      <>
        {items.length === 0 ? (
          <EmptyState>
            <p>{total === 0 ? 'No order has used it yet.' : 'No orders on this page.'}</p>
          </EmptyState>
        ) : (
          <RedemptionTable items={items} currency={currency} />
        )}
        <Pager
          label="Pages of orders that used the code"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(target) => `${discountCodePath(codeId)}${target > 1 ? `?page=${target}` : ''}`}
        />
      </>
    );
  }

  return (
    <section className="db-op-card" aria-labelledby="db-dc-redemptions">
      <h2 id="db-dc-redemptions">Orders that used it</h2>
      {content}
    </section>
  );
}
