import { useState } from 'react';
import { loaderService } from '@storefront/shared';
import { MESSAGE_DISPLAY_MS, runWithLoader } from '../../../lib/loader';
import { exportMyData } from '../api/export-data';

/** Hands a downloaded file to the browser to save under `fileName`. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads everything the store keeps about the customer, as one JSON file. */
export function useDataExport() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    const outcome = await runWithLoader(
      { title: 'Preparing your data', subtitle: 'Gathering everything we keep about you' },
      exportMyData,
    );
    setDownloading(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    saveFile(outcome.result.blob, outcome.result.fileName);
    loaderService.success('Your data is downloaded', MESSAGE_DISPLAY_MS);
  }

  return { download, downloading, error };
}
