import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import { exportMyData } from '../api/export-data';
import { saveFile } from '@storefront/ui';

/** Downloads everything the store keeps about the customer, as one JSON file. */
export function useDataExport() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    const outcome = await loaderService.run(
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
