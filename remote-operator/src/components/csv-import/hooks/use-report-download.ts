import { useState } from 'react';
import { loaderService, MESSAGE_DISPLAY_MS } from '@storefront/shared';
import { getImportReport } from '../api/get-import-report';
import { saveFile } from '@storefront/ui';

/** Downloads an import's report as CSV through the shared client (it carries the authKey). */
export function useReportDownload(endpoint: string, importId: string, fileName: string) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    const outcome = await loaderService.run(
      { title: 'Preparing the report', subtitle: fileName },
      () => getImportReport(endpoint, importId),
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
