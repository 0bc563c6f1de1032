import { useState } from 'react';
import { describeApiError, loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { CUSTOMER_IMPORT_MAX_BYTES } from '@storefront/shared/constants';
import { uploadImport } from '../api/upload-import';

/** Customers and products alike: the API refuses a larger file. */
const MAX_BYTES = CUSTOMER_IMPORT_MAX_BYTES;
const TOO_LARGE = 'Choose a CSV file of at most 10 MB.';

/** Sends the chosen CSV with upload progress; the server then processes it on its own. */
export function useImportUpload(endpoint: string, onUploaded: (csvImport: CsvImport) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen && chosen.size > MAX_BYTES ? TOO_LARGE : null);
  }

  async function upload() {
    if (!file) {
      setError('Choose a CSV file first');
      return;
    }
    if (file.size > MAX_BYTES) return;
    setError(null);
    setUploading(true);
    setProgress(0);
    try {
      const csvImport = await uploadImport(endpoint, file, setProgress);
      setFile(null);
      onUploaded(csvImport);
    } catch (caught) {
      const failure = describeApiError(caught);
      // A proxy may refuse a large body before the API sees it, without our error body.
      const message =
        failure.status === 413 && failure.code === 'ERROR' ? TOO_LARGE : failure.message;
      loaderService.error(message, MESSAGE_DISPLAY_MS);
      setError(message);
    } finally {
      setUploading(false);
      setProgress(null);
    }
  }

  return { file, choose, upload, error, uploading, progress };
}
