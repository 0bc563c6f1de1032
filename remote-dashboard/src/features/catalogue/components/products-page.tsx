import { DashboardPage, EmptyState } from '../../../components/dashboard-page';

/** Not yet built: see issue 18. */
export function ProductsPage() {
  return (
    <DashboardPage title="Products">
      <EmptyState>
        <p>Coming soon.</p>
      </EmptyState>
    </DashboardPage>
  );
}
