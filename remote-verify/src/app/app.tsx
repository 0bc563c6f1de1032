import { Navigate, Route, Routes } from '@storefront/shared';
import { DocumentVerificationPage } from '../features/documents/components/document-verification-page';
import { MobileVerificationPage } from '../features/mobile/components/mobile-verification-page';
import { VerifyLayout } from './verify-layout';
import '../components/controls.css';
import './verify.css';

/** The verify remote's whole routed area, mounted under /verify. */
export default function App() {
  return (
    <Routes>
      <Route element={<VerifyLayout />}>
        <Route path="mobile" element={<MobileVerificationPage />} />
        <Route path="documents" element={<DocumentVerificationPage />} />
        <Route index element={<Navigate to="mobile" replace />} />
        {/* Absolute: relative to a splat route, "mobile" would resolve beneath the unknown path. */}
        <Route path="*" element={<Navigate to="/verify/mobile" replace />} />
      </Route>
    </Routes>
  );
}
