import { useState } from 'react';
import {
  clearStoredUser,
  describeApiError,
  loaderService,
  signOut,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import { logoutAll } from '../api/logout-all';

/** Log out here, or everywhere: the API revokes every token, then this device forgets. */
export function useSignOut() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function everywhere() {
    setError(null);
    setBusy(true);
    loaderService.show({ title: 'Logging out', subtitle: 'Signing out all your devices' });
    try {
      await logoutAll();
    } catch (caught) {
      // Still signed in elsewhere, so say so and stay: the customer can try again.
      const failure = describeApiError(caught);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      setError(failure.message);
      setBusy(false);
      return;
    }
    loaderService.success('Logged out of all devices');
    // This token is already revoked, so the device only forgets it (and the cart, which follows the session).
    clearStoredUser();
  }

  return { here: () => void signOut(), everywhere: () => void everywhere(), error, busy };
}
