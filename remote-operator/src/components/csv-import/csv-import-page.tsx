import { useApi } from '@storefront/shared';
import { getImports } from './api/get-imports';
import { useImportProgress } from './hooks/use-import-progress';
import { useImportQuery } from './hooks/use-import-query';
import type { CsvImportKind, ImportReportRow } from './import-kind';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { ImportUploadForm } from './import-upload-form';
import { RecentImports } from './recent-imports';
import '../operator.css';
import '@storefront/ui/styles/stacked-table.css';
import './csv-import.css';
import { DashboardPage, LoadError, LoadingNote } from '@storefront/ui';

/**
 * An import page: upload a CSV, follow the server while it processes the
 * rows, then read (or download) the per-row report; the recent imports below.
 */
export function CsvImportPage<Row extends ImportReportRow>({ kind }: { kind: CsvImportKind<Row> }) {
  const { importId, openImport } = useImportQuery();
  const progress = useImportProgress(kind.endpoint, importId);
  const current = progress.csvImport;
  // Asked again whenever the open import changes state, so its row in the list keeps up.
  const recent = useApi(
    `csv-imports:${kind.kind}:${importId ?? ''}:${current?.status ?? ''}`,
    (signal) => getImports(kind.endpoint, 1, signal),
  );

  let opened = null;
  if (importId && progress.failure) {
    opened = <LoadError what="the import" failure={progress.failure} onRetry={progress.retry} />;
  } else if (importId && !current) {
    opened = <LoadingNote>Loading the import</LoadingNote>;
  } else if (current) {
    opened = (
      <>
        <ImportProgress csvImport={current} />
        {current.status === 'done' && <ImportReport kind={kind} csvImport={current} />}
      </>
    );
  }

  return (
    <DashboardPage title={kind.title}>
      <div className="db-op-stack">
        <ImportUploadForm kind={kind} onUploaded={(csvImport) => openImport(csvImport.id)} />
        {opened}
        <RecentImports
          imports={recent}
          openImportId={importId}
          pagePath={kind.pagePath}
          noImportsYet={kind.noImportsYet}
        />
      </div>
    </DashboardPage>
  );
}
