import type { ReactNode } from 'react';
import { Link, type ApiState } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import '../../../components/operator.css';
import { DashboardPage, EmptyState, LoadError, LoadingNote } from '@storefront/ui';

export interface OperatorGateProps {
  account: ApiState<Account>;
  children: ReactNode;
}

/** Shows the operator pages to operators only; nothing of them renders (or loads) for anyone else. */
export function OperatorGate({ account, children }: OperatorGateProps) {
  if (account.failure) {
    return (
      <DashboardPage title="Store console">
        <LoadError what="your account" failure={account.failure} onRetry={account.retry} />
      </DashboardPage>
    );
  }
  if (!account.data) return <LoadingNote>Checking your access</LoadingNote>;
  if (account.data.role !== 'operator') {
    return (
      <DashboardPage title="Store console">
        <EmptyState>
          <p>The store console is for store operators.</p>
          <Link to="/dashboard/profile">Go to my profile</Link>
        </EmptyState>
      </DashboardPage>
    );
  }
  return children;
}
