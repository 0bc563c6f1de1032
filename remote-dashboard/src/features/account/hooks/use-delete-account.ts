import { useEffect, useRef, useState } from 'react';
import {
  clearStoredUser,
  describeApiError,
  loaderService,
  useNavigate,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import { deleteAccountSchema } from '@storefront/shared/contracts';
import { deleteAccount } from '../api/delete-account';

export const ACCOUNT_DELETED_MESSAGE = 'Your account is deleted. Thank you for shopping with us.';

/** The API has ended every session, so the device only forgets the user, and says why. */
function forgetDeletedUser(): void {
  clearStoredUser();
  loaderService.success(ACCOUNT_DELETED_MESSAGE, MESSAGE_DISPLAY_MS);
}

/**
 * Deletes the account once the password is right, then goes home. The device
 * forgets the user only once the page has left the dashboard: forgetting it
 * first would make the dashboard send the visitor to sign in instead.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deleted = useRef(false);

  useEffect(
    () => () => {
      if (deleted.current) forgetDeletedUser();
    },
    [],
  );

  async function confirm(password: string): Promise<boolean> {
    setError(null);
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message ?? 'Enter your password');
      return false;
    }
    setPasswordError(null);
    setDeleting(true);
    loaderService.show({ title: 'Deleting your account', subtitle: 'This cannot be undone' });
    try {
      await deleteAccount(parsed.data);
    } catch (caught) {
      const failure = describeApiError(caught);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      if (failure.field === 'password') setPasswordError(failure.message);
      else setError(failure.message);
      setDeleting(false);
      return false;
    }
    deleted.current = true;
    loaderService.close();
    navigate('/', { replace: true });
    return true;
  }

  function reset() {
    setError(null);
    setPasswordError(null);
  }

  return { confirm, reset, error, passwordError, deleting };
}
