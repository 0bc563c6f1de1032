import { useSession } from '@storefront/shared';
import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

export function ProfilePage() {
  const user = useSession('user');
  return (
    <DashboardPage title="my profile">
      {user ? (
        <dl className="db-facts">
          <dt>Name</dt>
          <dd>{user.userName ?? '—'}</dd>
          <dt>Customer number</dt>
          <dd>{user.userId}</dd>
        </dl>
      ) : (
        <EmptyState>
          <p>You are browsing as a guest. Your profile appears here once you sign in.</p>
        </EmptyState>
      )}
    </DashboardPage>
  );
}
