import { DashboardPage, EmptyState } from '../../../components/dashboard-page';

/** Not yet built: see issue 18. */
export function LowStockPage() {
  return (
    <DashboardPage title="Low stock">
      <EmptyState>
        <p>Coming soon.</p>
      </EmptyState>
    </DashboardPage>
  );
}
