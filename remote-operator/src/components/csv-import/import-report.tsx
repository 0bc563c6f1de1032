import { useId } from 'react';
import { useApi } from '@storefront/shared';
import type { CsvImport, ImportRowStatus } from '@storefront/shared/operator-contracts';
import { IMPORT_ROW_STATUSES } from '@storefront/shared/constants';
import { getImportRows } from './api/get-import-rows';
import { parseRowStatus, useImportQuery } from './hooks/use-import-query';
import { useReportDownload } from './hooks/use-report-download';
import type { CsvImportKind, ImportReportRow } from './import-kind';
import {
  DataTable,
  EmptyState,
  Pager,
  StatusBadge,
  type Column,
  type StatusTone,
} from '@storefront/ui';

export const ROW_STATUS_LABELS: Record<ImportRowStatus, string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

const ROW_STATUS_TONES: Record<ImportRowStatus, StatusTone> = {
  created: 'good',
  updated: 'waiting',
  skipped: 'neutral',
  failed: 'bad',
};

function RowErrors({ errors }: { errors: ImportReportRow['errors'] }) {
  if (errors.length === 0) return <span className="db-op-muted">None</span>;
  return (
    <ul className="db-op-errors">
      {errors.map((error, index) => (
        <li key={index}>
          {error.field}: {error.message}
        </li>
      ))}
    </ul>
  );
}

export interface ImportReportProps<Row extends ImportReportRow> {
  kind: CsvImportKind<Row>;
  csvImport: CsvImport;
}

/** Every row of a finished import with its status and errors, 100 a page, and the CSV to keep. */
export function ImportReport<Row extends ImportReportRow>({
  kind,
  csvImport,
}: ImportReportProps<Row>) {
  // The row filter and the page live in the URL, so a report can be reopened as it was.
  const { status, page, searchFor, setStatus } = useImportQuery();
  const filterId = useId();
  const { id, fileName } = csvImport;
  const rows = useApi(`csv-import-rows:${kind.kind}:${id}:${status ?? 'all'}:${page}`, (signal) =>
    getImportRows<Row>(kind.endpoint, { importId: id, status, page }, signal),
  );
  const report = useReportDownload(kind.endpoint, id, fileName);

  const columns: readonly Column<Row>[] = [
    { header: 'Row', cell: (row) => row.row },
    {
      header: 'Status',
      cell: (row) => (
        <StatusBadge tone={ROW_STATUS_TONES[row.status]} className="db-csv-status">
          {ROW_STATUS_LABELS[row.status]}
        </StatusBadge>
      ),
    },
    { header: kind.subjectHeading, cell: (row) => kind.subject(row) },
    { header: 'Errors', cell: (row) => <RowErrors errors={row.errors} /> },
  ];

  return (
    <section className="db-card" aria-labelledby="db-import-report-title">
      <div className="db-op-toolbar">
        <h2 id="db-import-report-title">Row report</h2>
        <div className="db-filter">
          <label htmlFor={filterId}>Row status</label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(event) => setStatus(parseRowStatus(event.target.value))}
          >
            <option value="">All rows</option>
            {IMPORT_ROW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ROW_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="db-action db-op-quiet"
          onClick={() => void report.download()}
          disabled={report.downloading}
        >
          Download report (CSV)
        </button>
      </div>
      {report.error && (
        <p className="db-alert" role="alert">
          {report.error}
        </p>
      )}
      <DataTable
        caption={`Rows of ${fileName}`}
        columns={columns}
        rows={rows.data?.items}
        rowKey={(row) => String(row.row)}
        what="the report"
        failure={rows.failure}
        onRetry={rows.retry}
        empty={
          <EmptyState>
            <p>
              No rows {status ? `are ${ROW_STATUS_LABELS[status].toLowerCase()}` : 'on this page'}.
            </p>
          </EmptyState>
        }
        footer={
          rows.data && (
            <Pager
              label="Pages of the report"
              page={page}
              pageSize={rows.data.pageSize}
              total={rows.data.total}
              hrefFor={(target) => kind.pagePath + searchFor({ page: target })}
            />
          )
        }
      />
    </section>
  );
}
