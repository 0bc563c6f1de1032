import { useState } from 'react';
import {
  describeApiError,
  loaderService,
  writeSession,
  MESSAGE_DISPLAY_MS,
} from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { checkPictureFile, PICTURE_TOO_LARGE } from './check-picture-file';
import { useFilePreview } from '@storefront/ui';

/** Checks the chosen picture, uploads it with progress, and shows it in the header. */
export function usePictureUpload(onUploaded: (account: Account) => void) {
  const { file, preview, choose: keep } = useFilePreview();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  function choose(chosen: File | null) {
    const problem = chosen ? checkPictureFile(chosen) : null;
    setError(problem);
    keep(problem ? null : chosen);
  }

  async function upload() {
    if (!file) {
      setError('Choose a picture first');
      return;
    }
    setError(null);
    setUploading(true);
    setProgress(0);
    try {
      const account = await uploadProfilePicture(file, setProgress);
      writeSession(account);
      loaderService.success('Picture updated');
      keep(null);
      onUploaded(account);
    } catch (caught) {
      const failure = describeApiError(caught);
      // A proxy may refuse a large body before the API sees it, without our error body.
      const message =
        failure.status === 413 && failure.code === 'ERROR' ? PICTURE_TOO_LARGE : failure.message;
      loaderService.error(message, MESSAGE_DISPLAY_MS);
      setError(message);
    } finally {
      setUploading(false);
      setProgress(null);
    }
  }

  return { file, preview, choose, upload, error, uploading, progress };
}
