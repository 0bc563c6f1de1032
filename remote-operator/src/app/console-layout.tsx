import { lazy, Suspense, useEffect } from 'react';
import { Navigate, signInPath, updateSession, useLocation, useSession } from '@storefront/shared';
import { useAccount } from '@storefront/ui';
import { CheckingAccess, OperatorGate } from '../features/operator/components/operator-gate';

const loadConsoleRoutes = () => import('./console-routes');
const ConsoleRoutes = lazy(loadConsoleRoutes);

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
  // Fetched while GET /me is on its way, not after it answers.
  void loadConsoleRoutes();
  return (
    <OperatorGate account={account}>
      <Suspense fallback={<CheckingAccess />}>
        <ConsoleRoutes />
      </Suspense>
    </OperatorGate>
  );
}
