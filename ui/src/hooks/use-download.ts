import { useState } from 'react';
import type { LoaderBusy } from '@storefront/shared';
import { useMutation } from '@storefront/shared';
import { saveFile } from '../lib/save-file';

export interface DownloadOptions {
  /** What the loader says while the file is fetched. */
  busy: LoaderBusy;
  /** The name the browser saves it under. */
  fileName: string;
  /** What the loader says once it is saved, e.g. "Report downloaded". */
  success: string;
}

/**
 * Fetches a file through the shared client (a plain link could not send the
 * authKey) behind the loader, then hands it to the browser to save. A failure
 * is kept as `error`, for the page to show beside the button.
 */
export function useDownload(fetchFile: () => Promise<Blob>, options: DownloadOptions) {
  const [error, setError] = useState<string | null>(null);
  const { mutate, running } = useMutation(
    async () => saveFile(await fetchFile(), options.fileName),
    { busy: () => options.busy, success: () => options.success },
  );

  async function download() {
    setError(null);
    const outcome = await mutate(undefined);
    if (!outcome.ok) setError(outcome.failure.message);
  }

  return { download, downloading: running, error };
}
