import { Link, useParams, useApi, type ApiState } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { getLatestOrder, getOrder } from '../api/get-order';
import { useLiveOrder } from '../hooks/use-live-order';
import { OrderView } from './order-view';
import './orders.css';
import { DashboardPage, EmptyState, LoadError, LoadingSkeleton } from '@storefront/ui';

function NotFound() {
  return (
    <EmptyState>
      <h2>We can&apos;t find that order</h2>
      <p>It isn&apos;t one of the orders in your account.</p>
      <Link to="/dashboard/order-history">See all your orders</Link>
    </EmptyState>
  );
}

function OrderContent({ state }: { state: ApiState<Order | null> }) {
  const { data, failure, retry, replace } = state;
  useLiveOrder(data?.id, replace);
  if (failure && (failure.status === 404 || failure.status === 400)) return <NotFound />;
  if (failure) return <LoadError what="your order" failure={failure} onRetry={retry} />;
  if (data === undefined) {
    return (
      <LoadingSkeleton
        label="Loading your order"
        blocks={['db-skeleton--title', 'db-skeleton--block']}
      />
    );
  }
  if (data === null) {
    return (
      <EmptyState>
        <p>You haven&apos;t placed any orders yet. Your most recent order will show here.</p>
        <Link to="/products">Start shopping</Link>
      </EmptyState>
    );
  }
  return <OrderView order={data} onChanged={replace} onReload={retry} />;
}

function OneOrder({ orderId }: { orderId: string }) {
  const state = useApi<Order | null>(`order:${orderId}`, (signal) => getOrder(orderId, signal));
  return <OrderContent state={state} />;
}

function LatestOrder() {
  const state = useApi<Order | null>('order:latest', getLatestOrder);
  return <OrderContent state={state} />;
}

/** /dashboard/order-details/:orderId shows one order; the bare path the most recent one. */
export function OrderDetailsPage() {
  const { orderId } = useParams();
  return (
    <DashboardPage title="Order">
      {orderId ? <OneOrder key={orderId} orderId={orderId} /> : <LatestOrder />}
    </DashboardPage>
  );
}
