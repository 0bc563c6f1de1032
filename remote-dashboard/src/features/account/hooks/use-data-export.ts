import { useState } from 'react';
import { loaderService } from '@storefront/shared';
import { MESSAGE_DISPLAY_MS, runWithLoader } from '../../../lib/loader';
import { exportMyData } from '../api/export-data';
import { saveFile } from '../../../lib/save-file';

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
