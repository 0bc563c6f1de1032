import { DashboardPage, EmptyState } from '../../../app/dashboard-page';

export function WalletPage() {
  return (
    <DashboardPage title="My Wallet">
      <EmptyState>
        <p>Refunds, rewards and referral credit land in your wallet, ready to spend at checkout.</p>
      </EmptyState>
    </DashboardPage>
  );
}
