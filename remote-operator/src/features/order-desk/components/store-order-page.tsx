import { useCallback } from 'react';
import { Link, useApi, useParams } from '@storefront/shared';
import { getStoreOrder } from '../api/get-store-order';
import { storeOrderEventsPath } from '../api/store-order-events';
import { useLiveRefresh } from '../hooks/use-live-refresh';
import { StoreOrderView } from './store-order-view';
import '../../../components/operator.css';
import './order-desk.css';
import { STORE_ORDERS_PATH } from '../../../lib/urls/orders';
import { DashboardPage, EmptyState, LoadError, LoadingSkeleton } from '@storefront/ui';

function NotFound() {
  return (
    <EmptyState>
      <h2>We can&apos;t find that order</h2>
      <p>It isn&apos;t one of the store&apos;s orders. Check the link, or find it in the list.</p>
      <Link to={STORE_ORDERS_PATH}>See all store orders</Link>
    </EmptyState>
  );
}

function OneStoreOrder({ orderId }: { orderId: string }) {
  const { data, failure, retry, replace } = useApi(`operator-order:${orderId}`, (signal) =>
    getStoreOrder(orderId, signal),
  );
  // After a refused move, read the order as it now is, keeping the page (and its message) up.
  const refresh = useCallback(() => {
    getStoreOrder(orderId).then(replace, () => undefined);
  }, [orderId, replace]);
  // Another member of staff's move (or the customer's cancel) shows without a reload.
  useLiveRefresh(storeOrderEventsPath(orderId), () => getStoreOrder(orderId), replace);

  let content;
  if (failure && (failure.status === 404 || failure.status === 400)) {
    content = <NotFound />;
  } else if (failure) {
    content = <LoadError what="the order" failure={failure} onRetry={retry} />;
  } else if (!data) {
    content = (
      <LoadingSkeleton
        label="Loading the order"
        blocks={['db-desk-skeleton__title', 'db-desk-skeleton__block']}
      />
    );
  } else {
    content = <StoreOrderView order={data} onChanged={replace} onStale={refresh} />;
  }
  return <DashboardPage title={data ? `Order ${data.number}` : 'Order'}>{content}</DashboardPage>;
}

/** /operator/orders/:orderId: one order, ready to pack, hand over or cancel. */
export function StoreOrderPage() {
  const { orderId = '' } = useParams();
  return <OneStoreOrder key={orderId} orderId={orderId} />;
}
