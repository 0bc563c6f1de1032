import { Navigate, Route, Routes } from '@storefront/shared';
import { DashboardLayout, OperatorArea } from './dashboard-layout';
import { CUSTOMER_HOME, OPERATOR_HOME, PAGE_ROUTES, PAGES } from './pages';
import './dashboard.css';

export { preload } from './pages';

const OPERATOR_PREFIX = 'operator/';

const routesOf = (operator: boolean) =>
  PAGE_ROUTES.filter(({ path }) => path.startsWith(OPERATOR_PREFIX) === operator).map(
    ({ path, page }) => {
      const Page = PAGES[page];
      return (
        <Route
          key={path}
          path={operator ? path.slice(OPERATOR_PREFIX.length) : path}
          element={<Page />}
        />
      );
    },
  );

/** The dashboard remote's whole routed area, mounted under /dashboard, built from PAGE_ROUTES. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        {routesOf(false)}
        <Route path="operator" element={<OperatorArea />}>
          <Route index element={<Navigate to={OPERATOR_HOME} replace />} />
          {routesOf(true)}
          <Route path="*" element={<Navigate to={OPERATOR_HOME} replace />} />
        </Route>
        <Route path="*" element={<Navigate to={CUSTOMER_HOME} replace />} />
      </Route>
    </Routes>
  );
}
