import { useDownload } from '@storefront/ui';
import { getImportReport } from '../api/get-import-report';

/** Downloads an import's report as CSV, named after the file imported. */
export function useReportDownload(endpoint: string, importId: string, fileName: string) {
  return useDownload(() => getImportReport(endpoint, importId), {
    busy: { title: 'Preparing the report', subtitle: fileName },
    fileName: `${fileName.replace(/\.csv$/i, '')}-report.csv`,
    success: 'Report downloaded',
  });
}
