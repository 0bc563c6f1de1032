import { Link } from 'react-router-dom';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

export function OrderHistoryPage() {
  return (
    <DashboardPage title="History">
      <EmptyState>
        <p>You haven&apos;t placed any orders yet.</p>
        <Link to="/">Start shopping</Link>
      </EmptyState>
    </DashboardPage>
  );
}
