import { Navigate, Route, Routes } from '@storefront/shared';
import { DashboardLayout } from './dashboard-layout';
import { CUSTOMER_HOME, DASHBOARD_ROUTES, PAGES } from './routes';
import '@storefront/ui/styles/console-frame.css';

export { preload } from './routes';

/** The dashboard remote's whole routed area, mounted under /dashboard, built from its route table. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        {DASHBOARD_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<Navigate to={CUSTOMER_HOME} replace />} />
      </Route>
    </Routes>
  );
}
