import { useState } from 'react';
import { writeSession } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { useMutation } from '@storefront/ui';
import { removeProfilePicture } from '../api/remove-profile-picture';

/** Removes the picture; the header shows the placeholder again through writeSession. */
export function usePictureRemoval(onRemoved: (account: Account) => void) {
  const [error, setError] = useState<string | null>(null);
  const removal = useMutation(
    async () => {
      const account = await removeProfilePicture();
      writeSession(account);
      return account;
    },
    {
      busy: () => ({ title: 'Removing your picture', subtitle: 'Deleting the stored file' }),
      success: () => 'Picture removed',
    },
  );

  async function remove() {
    setError(null);
    const outcome = await removal.mutate(undefined);
    if (outcome.ok) onRemoved(outcome.result);
    else setError(outcome.failure.message);
  }

  return { remove, error, removing: removal.running };
}
