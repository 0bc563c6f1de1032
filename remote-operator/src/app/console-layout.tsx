import { useEffect } from 'react';
import { Navigate, signInPath, updateSession, useLocation, useSession } from '@storefront/shared';
import { currentItem, MenuBlock, SideMenu, SideMenuLayout, useAccount } from '@storefront/ui';
import { OperatorGate } from '../features/operator/components/operator-gate';
import { useStaffRole } from '../lib/staff-role';
import { menuFor } from './operator-menu';

/** The console's frame: a menu of the pages the person's role may open, and the page. */
function ConsoleFrame({ pathname }: { pathname: string }) {
  const menu = menuFor(useStaffRole());
  const current = currentItem(menu, pathname);
  return (
    <SideMenuLayout
      menu={
        <SideMenu buttonLabel={current?.label ?? 'Store console'} pathname={pathname}>
          <MenuBlock id="op-menu-title" title="Store console" items={menu} current={current} />
        </SideMenu>
      }
    />
  );
}

/**
 * Every console page needs a signed-in operator: anyone signed out signs in
 * and comes back; a customer is told the console is not theirs. The session
 * holds only a hint of the role, so the API's account says who may see it.
 */
export function ConsoleLayout() {
  const signedIn = useSession('auth');
  const { pathname, search } = useLocation();
  const account = useAccount();
  const role = account.data?.role;
  // The header's "Store console" link follows the role the API gives now.
  useEffect(() => {
    if (role) updateSession({ role });
  }, [role]);
  if (!signedIn) {
    return <Navigate to={signInPath(pathname, search)} replace />;
  }
  return (
    <OperatorGate account={account}>
      <ConsoleFrame pathname={pathname} />
    </OperatorGate>
  );
}
