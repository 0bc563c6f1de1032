import { writeSession } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
} from '@storefront/shared/constants';
import { usePictureUpload } from '@storefront/ui';
import { uploadProfilePicture } from '../api/upload-profile-picture';

/** Checks the chosen picture, uploads it with progress, and shows it in the header. */
export function useProfilePictureUpload(onUploaded: (account: Account) => void) {
  return usePictureUpload({
    types: PROFILE_PICTURE_MIME_TYPES,
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    tooLarge: 'Pictures can be at most 2 MB',
    send: async (file, onProgress) => {
      const account = await uploadProfilePicture(file, onProgress);
      writeSession(account);
      return account;
    },
    busy: (file) => ({ title: 'Uploading your picture', subtitle: file.name }),
    onUploaded,
  });
}
