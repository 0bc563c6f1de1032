import { useApi } from '@storefront/shared';
import { DashboardPage } from '../../../components/dashboard-page';
import { LoadError, LoadingNote } from '../../../components/load-state';
import { getCustomerImports } from '../api/get-customer-imports';
import { useImportProgress } from '../hooks/use-import-progress';
import { useImportQuery } from '../hooks/use-import-query';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { ImportUploadForm } from './import-upload-form';
import { RecentImports } from './recent-imports';
import '../../../components/operator.css';

/**
 * /dashboard/operator/customer-import: upload a CSV, follow the server while
 * it processes the rows, then read (or download) the per-row report.
 */
export function CustomerImportPage() {
  const { importId, status, page, searchFor, openImport, setStatus } = useImportQuery();
  const progress = useImportProgress(importId);
  const current = progress.customerImport;
  // Asked again whenever the open import changes state, so its row in the list keeps up.
  const recent = useApi(`customer-imports:${importId ?? ''}:${current?.status ?? ''}`, (signal) =>
    getCustomerImports(1, signal),
  );

  let opened = null;
  if (importId && progress.failure) {
    opened = <LoadError what="the import" failure={progress.failure} onRetry={progress.retry} />;
  } else if (importId && !current) {
    opened = <LoadingNote>Loading the import</LoadingNote>;
  } else if (current) {
    opened = (
      <>
        <ImportProgress customerImport={current} />
        {current.status === 'done' && (
          <ImportReport
            customerImport={current}
            status={status}
            page={page}
            searchFor={searchFor}
            onStatusChange={setStatus}
          />
        )}
      </>
    );
  }

  return (
    <DashboardPage title="Customer import">
      <div className="db-op-stack">
        <ImportUploadForm onUploaded={(customerImport) => openImport(customerImport.id)} />
        {opened}
        <RecentImports imports={recent} openImportId={importId} />
      </div>
    </DashboardPage>
  );
}
