import { useEffect } from 'react';
import { Navigate, signInPath, updateSession, useLocation, useSession } from '@storefront/shared';
import { currentItem, MenuBlock, SideMenu, SideMenuLayout, useAccount } from '@storefront/ui';
import { OperatorGate } from '../features/operator/components/operator-gate';
import { OPERATOR_MENU } from './operator-menu';

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
  const current = currentItem(OPERATOR_MENU, pathname);
  return (
    <OperatorGate account={account}>
      <SideMenuLayout
        menu={
          <SideMenu buttonLabel={current?.label ?? 'Store console'} pathname={pathname}>
            <MenuBlock
              id="op-menu-title"
              title="Store console"
              items={OPERATOR_MENU}
              current={current}
            />
          </SideMenu>
        }
      />
    </OperatorGate>
  );
}
