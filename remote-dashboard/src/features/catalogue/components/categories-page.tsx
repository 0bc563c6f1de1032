import { DashboardPage, EmptyState } from '../../../components/dashboard-page';

/** Not yet built: see issue 18. */
export function CategoriesPage() {
  return (
    <DashboardPage title="Categories">
      <EmptyState>
        <p>Coming soon.</p>
      </EmptyState>
    </DashboardPage>
  );
}
