import { useLocation } from '@storefront/shared';
import { currentItem, MenuBlock, SideMenu } from '@storefront/ui';
import { DASHBOARD_MENU } from '../dashboard-menu';

/** My Dashboard's side menu: on a phone, a button naming the current page opens it. */
export function DashboardSideMenu() {
  const { pathname } = useLocation();
  const current = currentItem(DASHBOARD_MENU, pathname);
  return (
    <SideMenu buttonLabel={current?.label ?? 'My Dashboard'} pathname={pathname}>
      <MenuBlock id="db-menu-title" title="My Dashboard" items={DASHBOARD_MENU} current={current} />
    </SideMenu>
  );
}
