import { Navigate, useLocation, signInPath, useSession } from '@storefront/shared';
import { SideMenuLayout } from '@storefront/ui';
import { DashboardSideMenu } from '../features/menu/components/dashboard-side-menu';

/** Every dashboard page needs a signed-in customer; anyone else signs in and comes back. */
export function DashboardLayout() {
  const signedIn = useSession('auth');
  const { pathname, search } = useLocation();
  if (!signedIn) {
    return <Navigate to={signInPath(pathname, search)} replace />;
  }
  return <SideMenuLayout menu={<DashboardSideMenu />} />;
}
