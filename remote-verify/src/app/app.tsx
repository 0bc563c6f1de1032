import { Navigate, Route, Routes } from '@storefront/shared';
import { VerifyLayout } from './verify-layout';
import { VERIFY_HOME, VERIFY_ROUTES } from './routes';
import '../components/controls.css';
import './verify.css';

/** The verify remote's whole routed area, mounted under /verify, built from its route table. */
export default function App() {
  return (
    <Routes>
      <Route element={<VerifyLayout />}>
        {VERIFY_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* Absolute: relative to a splat route, a relative path would resolve beneath the unknown path. */}
        <Route index element={<Navigate to={VERIFY_HOME} replace />} />
        <Route path="*" element={<Navigate to={VERIFY_HOME} replace />} />
      </Route>
    </Routes>
  );
}
