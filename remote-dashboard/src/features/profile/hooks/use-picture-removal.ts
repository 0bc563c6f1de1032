import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  writeSession,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { removeProfilePicture } from '../api/remove-profile-picture';

/** Removes the picture; the header shows the placeholder again through writeSession. */
export function usePictureRemoval(onRemoved: (account: Account) => void) {
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setError(null);
    setRemoving(true);
    loaderService.show({ title: 'Removing your picture', subtitle: 'Deleting the stored file' });
    try {
      const account = await removeProfilePicture();
      writeSession(account);
      loaderService.success('Picture removed');
      onRemoved(account);
    } catch (caught) {
      const failure = describeApiError(caught);
      loaderService.error(failure.message, MESSAGE_DISPLAY_MS);
      setError(failure.message);
    } finally {
      setRemoving(false);
    }
  }

  return { remove, error, removing };
}
