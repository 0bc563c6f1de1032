import { Link, useParams } from 'react-router-dom';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

/** /dashboard/order-details shows the latest order; /dashboard/order-details/:orderId one order. */
export function OrderDetailsPage() {
  const { orderId } = useParams();
  return (
    <DashboardPage title="Order">
      <EmptyState>
        <p>
          {orderId
            ? `We couldn't find order ${orderId} in your account.`
            : 'Your most recent order shows here once you have placed one.'}
        </p>
        <Link to="/dashboard/order-history">See all orders</Link>
      </EmptyState>
    </DashboardPage>
  );
}
