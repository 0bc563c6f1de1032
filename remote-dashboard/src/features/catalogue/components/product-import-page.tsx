import { DashboardPage, EmptyState } from '../../../components/dashboard-page';

/** Not yet built: see issue 18. */
export function ProductImportPage() {
  return (
    <DashboardPage title="Product import">
      <EmptyState>
        <p>Coming soon.</p>
      </EmptyState>
    </DashboardPage>
  );
}
