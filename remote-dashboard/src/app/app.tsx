import { Navigate, Route, Routes } from '@storefront/shared';
import { DashboardLayout, OperatorArea } from './dashboard-layout';
import { PAGES, type PageKey } from './pages';
import './dashboard.css';

export { preload } from './pages';

const page = (key: PageKey) => {
  const Page = PAGES[key];
  return <Page />;
};

/** The dashboard remote's whole routed area, mounted under /dashboard. */
export default function App() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Navigate to="profile" replace />} />
        <Route path="profile" element={page('profile')} />
        <Route path="account" element={page('account')} />
        <Route path="order-history" element={page('order-history')} />
        <Route path="order-details/:orderId?" element={page('order-details')} />
        <Route path="favs" element={page('favs')} />
        <Route path="refer-a-friend" element={page('refer-a-friend')} />
        <Route path="wallet" element={page('wallet')} />
        <Route path="rewards" element={page('rewards')} />
        <Route path="operator" element={<OperatorArea />}>
          <Route index element={<Navigate to="customer-import" replace />} />
          <Route path="customer-import" element={page('operator/customer-import')} />
          <Route path="documents" element={page('operator/documents')} />
          <Route path="orders" element={page('operator/orders')} />
          <Route path="*" element={<Navigate to="/dashboard/operator/customer-import" replace />} />
        </Route>
        <Route path="*" element={<Navigate to="/dashboard/profile" replace />} />
      </Route>
    </Routes>
  );
}
