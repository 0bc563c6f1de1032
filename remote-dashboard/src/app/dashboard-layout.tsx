import { lazy, Suspense } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useOutletContext,
  signInPath,
  useSession,
  type ApiState,
} from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { LoadingNote } from '../components/load-state';
import { DashboardSideMenu } from '../features/menu/components/dashboard-side-menu';
import { OperatorGate } from '../features/operator/components/operator-gate';
import { useAccount } from '../hooks/use-account';
import { loadOperatorArea } from './routes';

/** What the layout hands its pages: the account, which says whether this is an operator. */
interface DashboardContext {
  account: ApiState<Account>;
}

/** Every dashboard page needs a signed-in customer; anyone else signs in and comes back. */
export function DashboardLayout() {
  const signedIn = useSession('auth');
  const { pathname, search } = useLocation();
  // The session holds no role, so the API says who may see the operator pages.
  const account = useAccount();
  if (!signedIn) {
    return <Navigate to={signInPath(pathname, search)} replace />;
  }
  return (
    <div className="db-layout">
      <DashboardSideMenu operator={account.data?.role === 'operator'} />
      <section className="db-page">
        {/* A page's code arrives on its first visit; the menu stays while it does. */}
        <Suspense fallback={<LoadingNote>Loading…</LoadingNote>}>
          <Outlet context={{ account } satisfies DashboardContext} />
        </Suspense>
      </section>
    </div>
  );
}

const OperatorRoutes = lazy(loadOperatorArea);

/** The /dashboard/operator/* pages: only operators get past the gate, and only they load the area. */
export function OperatorArea() {
  const { account } = useOutletContext<DashboardContext>();
  return (
    <OperatorGate account={account}>
      <OperatorRoutes />
    </OperatorGate>
  );
}
