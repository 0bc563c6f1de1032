import { useState } from 'react';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { useMutation } from '@storefront/ui';
import { uploadImport } from '../api/upload-import';

/**
 * Sends the chosen CSV with upload progress; the server then processes it on
 * its own. A file over `maxBytes`, which the API would refuse, is not sent.
 */
export function useImportUpload(
  endpoint: string,
  maxBytes: number,
  onUploaded: (csvImport: CsvImport) => void,
) {
  const tooLarge = `Choose a CSV file of at most ${maxBytes / (1024 * 1024)} MB.`;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = useMutation((chosen: File) => uploadImport(endpoint, chosen, setProgress), {
    busy: (chosen) => ({ title: 'Uploading the file', subtitle: chosen.name }),
  });

  function choose(chosen: File | null) {
    setFile(chosen);
    setError(chosen && chosen.size > maxBytes ? tooLarge : null);
  }

  async function upload() {
    if (!file) {
      setError('Choose a CSV file first');
      return;
    }
    if (file.size > maxBytes) return;
    setError(null);
    setProgress(0);
    const outcome = await send.mutate(file);
    setProgress(null);
    if (!outcome.ok) {
      // A proxy may refuse a large body before the API sees it, without our error body.
      const { status, code, message } = outcome.failure;
      setError(status === 413 && code === 'ERROR' ? tooLarge : message);
      return;
    }
    setFile(null);
    onUploaded(outcome.result);
  }

  return { file, choose, upload, error, uploading: send.running, progress };
}
