import { useState } from 'react';
import { loaderService } from '@storefront/shared';
import { getImportReport } from '../api/get-import-report';
import { MESSAGE_DISPLAY_MS, runWithLoader } from '../../../lib/loader';

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

/** Downloads an import's report as CSV through the shared client (it carries the authKey). */
export function useReportDownload(endpoint: string, importId: string, fileName: string) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    const outcome = await runWithLoader({ title: 'Preparing the report', subtitle: fileName }, () =>
      getImportReport(endpoint, importId),
    );
    setDownloading(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    saveFile(outcome.result, `${fileName.replace(/\.csv$/i, '')}-report.csv`);
    loaderService.success('Report downloaded', MESSAGE_DISPLAY_MS);
  }

  return { download, downloading, error };
}
