import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

export function ReferAFriendPage() {
  return (
    <DashboardPage title="Refer Friends">
      <EmptyState>
        <p>
          Invite a friend with your code. You both earn a reward when they complete their first
          order.
        </p>
      </EmptyState>
    </DashboardPage>
  );
}
