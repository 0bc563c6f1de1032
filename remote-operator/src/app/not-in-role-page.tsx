import { Link, useLocation } from '@storefront/shared';
import { STAFF_ROLE_LABELS } from '@storefront/shared/contracts';
import { currentItem, DashboardPage, EmptyState } from '@storefront/ui';
import { useStaffRole } from '../lib/staff-role';
import { firstPageOf, OPERATOR_MENU } from './operator-menu';

/**
 * What stands in for a page opened by its address that the role does not
 * include: no call the API would refuse, just whom to ask and a way on.
 */
export function NotInRolePage() {
  const role = useStaffRole();
  const { pathname } = useLocation();
  const page = currentItem(OPERATOR_MENU, pathname)?.label ?? 'this page';
  const first = firstPageOf(role);
  return (
    <DashboardPage title="Not part of your role">
      <EmptyState>
        <p>
          Your role ({STAFF_ROLE_LABELS[role]}) can’t open {page}. Ask an owner or a manager.
        </p>
        <Link to={first.path}>Go to {first.label}</Link>
      </EmptyState>
    </DashboardPage>
  );
}
