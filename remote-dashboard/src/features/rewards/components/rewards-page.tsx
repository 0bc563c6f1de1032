import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

export function RewardsPage() {
  return (
    <DashboardPage title="Loyalty Rewards">
      <EmptyState>
        <p>Earn 1 point for every whole unit you spend. 100 points turn into wallet credit.</p>
      </EmptyState>
    </DashboardPage>
  );
}
