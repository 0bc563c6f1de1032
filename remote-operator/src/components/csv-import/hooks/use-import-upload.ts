import { useState } from 'react';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { CUSTOMER_IMPORT_MAX_BYTES } from '@storefront/shared/constants';
import { useMutation } from '@storefront/ui';
import { uploadImport } from '../api/upload-import';

/** Customers and products alike: the API refuses a larger file. */
const MAX_BYTES = CUSTOMER_IMPORT_MAX_BYTES;
const TOO_LARGE = 'Choose a CSV file of at most 10 MB.';

/** Sends the chosen CSV with upload progress; the server then processes it on its own. */
export function useImportUpload(endpoint: string, onUploaded: (csvImport: CsvImport) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useMutation((chosen: File) => uploadImport(endpoint, chosen, setProgress), {
    busy: (chosen) => ({ title: 'Uploading the file', subtitle: chosen.name }),
  });

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
    setProgress(0);
    const outcome = await send.mutate(file);
    setProgress(null);
    if (!outcome.ok) {
      // A proxy may refuse a large body before the API sees it, without our error body.
      const { status, code, message } = outcome.failure;
      setError(status === 413 && code === 'ERROR' ? TOO_LARGE : message);
      return;
    }
    setFile(null);
    onUploaded(outcome.result);
  }

  return { file, choose, upload, error, uploading: send.running, progress };
}
