import { lazy, Suspense } from 'react';
import { useLocation } from '@storefront/shared';
import { currentItem, DASHBOARD_MENU } from '../dashboard-menu';
import { MenuBlock } from './menu-block';

const OperatorMenuBlock = lazy(() => import('./operator-menu-block'));

export interface DashboardSideMenuProps {
  /** Whether the signed-in account is a store operator; customers never get the operator block. */
  operator: boolean;
}

export function DashboardSideMenu({ operator }: DashboardSideMenuProps) {
  const current = currentItem(DASHBOARD_MENU, useLocation().pathname);
  return (
    <div className="db-side">
      <MenuBlock id="db-menu-title" title="My Dashboard" items={DASHBOARD_MENU} current={current} />
      {operator && (
        <Suspense fallback={null}>
          <OperatorMenuBlock />
        </Suspense>
      )}
    </div>
  );
}
