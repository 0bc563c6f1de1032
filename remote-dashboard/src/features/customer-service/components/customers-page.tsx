import { DashboardPage, EmptyState } from '../../../components/dashboard-page';

/** Not yet built: see issue 18. */
export function CustomersPage() {
  return (
    <DashboardPage title="Customers">
      <EmptyState>
        <p>Coming soon.</p>
      </EmptyState>
    </DashboardPage>
  );
}
