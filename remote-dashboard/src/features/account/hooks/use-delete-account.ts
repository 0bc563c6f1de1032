import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  clearStoredUser,
  loaderService,
  useNavigate,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { DeleteAccountRequest } from '@storefront/shared/contracts';
import { useMutation, useSchemaForm } from '@storefront/ui';
import { deleteAccount } from '../api/delete-account';

export const ACCOUNT_DELETED_MESSAGE = 'Your account is deleted. Thank you for shopping with us.';

/** The API has ended every session, so the device only forgets the user, and says why. */
function forgetDeletedUser(): void {
  clearStoredUser();
  // Said once the page has left the dashboard, long after the write: not a mutation's result.
  // eslint-disable-next-line no-restricted-syntax
  loaderService.success(ACCOUNT_DELETED_MESSAGE, MESSAGE_DISPLAY_MS);
}

/**
 * Deletes the account once the password is right, then goes home. The device
 * forgets the user only once the page has left the dashboard: forgetting it
 * first would make the dashboard send the visitor to sign in instead.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const deleted = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm({
    fields: ['password'],
    initial: { password: '' },
    schema: async () => (await import('@storefront/shared/contracts')).deleteAccountSchema,
  });
  // Answers true, so the form can tell a deletion from a refusal.
  const remove = useMutation(
    async (input: DeleteAccountRequest) => deleteAccount(input).then(() => true),
    {
      busy: () => ({ title: 'Deleting your account', subtitle: 'This cannot be undone' }),
    },
  );

  useEffect(
    () => () => {
      if (deleted.current) forgetDeletedUser();
    },
    [],
  );

  const send = form.handleSubmit(remove.mutate);

  /** Sends the form; true once the account is deleted, and the page is then leaving. */
  async function submit(event: FormEvent<HTMLFormElement>): Promise<boolean> {
    if (!(await send(event))) return false;
    deleted.current = true;
    setLeaving(true);
    navigate('/', { replace: true });
    return true;
  }

  return { ...form, submit, deleting: form.saving || leaving };
}
