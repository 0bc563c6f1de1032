import type { ReactNode } from 'react';
import { Link, type ApiState } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { DashboardPage, EmptyState, LoadError, LoadingNote, SideMenuLayout } from '@storefront/ui';
import { StaffRoleProvider } from '../../../lib/staff-role';
import '../../../components/operator.css';

/** What shows while the API says who is signed in, or the console's routes arrive. */
export const CheckingAccess = () => (
  <SideMenuLayout>
    <LoadingNote>Checking your access</LoadingNote>
  </SideMenuLayout>
);

export interface OperatorGateProps {
  account: ApiState<Account>;
  children: ReactNode;
}

/**
 * Shows the console to operators only; nothing of it renders (or loads) for
 * anyone else. Until then the page is the frame without a menu. Inside, every
 * page reads the person's staff role (useStaffRole, useMay) from here.
 */
export function OperatorGate({ account, children }: OperatorGateProps) {
  if (account.failure) {
    return (
      <SideMenuLayout>
        <DashboardPage title="Store console">
          <LoadError what="your account" failure={account.failure} onRetry={account.retry} />
        </DashboardPage>
      </SideMenuLayout>
    );
  }
  if (!account.data) {
    return <CheckingAccess />;
  }
  const { role, staffRole } = account.data;
  // The API gives every member of staff a role; an operator without one may do nothing here.
  if (role !== 'operator' || !staffRole) {
    return (
      <SideMenuLayout>
        <DashboardPage title="Store console">
          <EmptyState>
            <p>The store console is for store operators.</p>
            <Link to="/dashboard/profile">Go to my profile</Link>
          </EmptyState>
        </DashboardPage>
      </SideMenuLayout>
    );
  }
  return <StaffRoleProvider value={staffRole}>{children}</StaffRoleProvider>;
}
