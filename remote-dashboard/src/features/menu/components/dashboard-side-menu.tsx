import { lazy, Suspense } from 'react';
import { useLocation } from '@storefront/shared';
import { currentItem, DASHBOARD_MENU } from '../dashboard-menu';
import { MenuBlock } from './menu-block';

const OperatorMenuBlock = lazy(() => import('./operator-menu-block'));

export interface DashboardSideMenuProps {
  /** Whether the signed-in account is a store operator; customers never get the operator block. */
  operator: boolean;
}

/**
 * The side menu on a wide screen; on a narrow one (dashboard.css), a button
 * naming the current page that opens it as a popover, which Escape or a tap
 * outside closes. The key closes it on every navigation.
 */
export function DashboardSideMenu({ operator }: DashboardSideMenuProps) {
  const { pathname } = useLocation();
  const current = currentItem(DASHBOARD_MENU, pathname);
  return (
    <>
      {/* Outside any form, so no type; dashboard.css finds it by its popovertarget. */}
      <button popoverTarget="db-side">{current?.label ?? 'My Dashboard'}</button>
      <div id="db-side" className="db-side" popover="" key={pathname}>
        <MenuBlock
          id="db-menu-title"
          title="My Dashboard"
          items={DASHBOARD_MENU}
          current={current}
        />
        {operator && (
          <Suspense fallback={null}>
            <OperatorMenuBlock />
          </Suspense>
        )}
      </div>
    </>
  );
}
