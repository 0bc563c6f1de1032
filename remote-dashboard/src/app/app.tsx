import { Navigate, Route, Routes } from '@storefront/shared';
import { DashboardLayout, OperatorArea } from './dashboard-layout';
import { CUSTOMER_HOME, PAGE_ROUTES, PAGES } from './pages';
import './dashboard.css';

export { preload } from './pages';

/** The dashboard remote's whole routed area, mounted under /dashboard, built from PAGE_ROUTES. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="operator/*" element={<OperatorArea />} />
        <Route path="*" element={<Navigate to={CUSTOMER_HOME} replace />} />
      </Route>
    </Routes>
  );
}
