import { useState } from 'react';
import { clearStoredUser, signOut } from '@storefront/shared';
import { useMutation } from '@storefront/ui';
import { logoutAll } from '../api/logout-all';

/** Log out here, or everywhere: the API revokes every token, then this device forgets. */
export function useSignOut() {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(logoutAll, {
    busy: () => ({ title: 'Logging out', subtitle: 'Signing out all your devices' }),
    success: () => 'Logged out of all devices',
    glance: true,
  });

  async function everywhere() {
    setError(null);
    const outcome = await mutate(undefined);
    // Still signed in elsewhere, so say so and stay: the customer can try again.
    if (!outcome.ok) setError(outcome.failure.message);
    // This token is already revoked, so the device only forgets it (and the cart, which follows the session).
    else clearStoredUser();
  }

  return { here: () => void signOut(), everywhere: () => void everywhere(), error, busy: running };
}
