import { render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  loaderService,
  pushStoredUser,
  sessionStore,
} from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { account as customer } from '@storefront/ui/testing';
import App from '../app/app';

/** The kit's test customer, before verifying the mobile number. */
export const account: Account = { ...customer, mobileVerified: false };

/** Where the router went, for pages outside the verify remote. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

export function renderVerifyAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/verify/*" element={<App />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A fresh device: nothing stored, nobody signed in, the loader closed. */
export function resetDevice(): void {
  localStorage.clear();
  sessionStore.updateUserAuth(false, null);
  sessionStore.updateMobileVerified(null);
  sessionStore.updateGovernmentVerified(null);
  loaderService.close();
}

/** A device signed in on an earlier visit: its stored keys (docs/session.md), read as the app's start reads them. */
export function signIn(keys: { mobileVerified?: string; documentVerify?: string } = {}): void {
  localStorage.setItem('token', 'tok-7');
  localStorage.setItem('userId', account.id);
  localStorage.setItem('userName', account.name);
  localStorage.setItem('mobileVerified', keys.mobileVerified ?? 'false');
  localStorage.setItem('documentVerify', keys.documentVerify ?? 'none');
  pushStoredUser();
}
