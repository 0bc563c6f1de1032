import { useId } from 'react';
import { useApi } from '@storefront/shared';
import type { CsvImport, ImportRowStatus } from '@storefront/shared/operator-contracts';
import { IMPORT_ROW_STATUSES } from '@storefront/shared/constants';
import { getImportRows } from './api/get-import-rows';
import { parseRowStatus } from './hooks/use-import-query';
import { useReportDownload } from './hooks/use-report-download';
import type { CsvImportKind, ImportReportRow } from './import-kind';
import { EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

export const ROW_STATUS_LABELS: Record<ImportRowStatus, string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

export interface ImportReportProps<Row extends ImportReportRow> {
  kind: CsvImportKind<Row>;
  csvImport: CsvImport;
  status: ImportRowStatus | null;
  page: number;
  searchFor: (next: { status?: ImportRowStatus | null; page?: number }) => string;
  onStatusChange: (status: ImportRowStatus | null) => void;
}

/** Every row of a finished import with its status and errors, 100 a page, and the CSV to keep. */
export function ImportReport<Row extends ImportReportRow>({
  kind,
  csvImport,
  status,
  page,
  searchFor,
  onStatusChange,
}: ImportReportProps<Row>) {
  const filterId = useId();
  const { id, fileName } = csvImport;
  const rows = useApi(`csv-import-rows:${kind.kind}:${id}:${status ?? 'all'}:${page}`, (signal) =>
    getImportRows<Row>(kind.endpoint, { importId: id, status, page }, signal),
  );
  const report = useReportDownload(kind.endpoint, id, fileName);

  let content;
  if (rows.failure) {
    content = <LoadError what="the report" failure={rows.failure} onRetry={rows.retry} />;
  } else if (!rows.data) {
    content = <LoadingNote>Loading the report</LoadingNote>;
  } else if (rows.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>No rows {status ? `are ${ROW_STATUS_LABELS[status].toLowerCase()}` : 'on this page'}.</p>
      </EmptyState>
    );
  } else {
    const { items, total, pageSize } = rows.data;
    content = (
      <>
        <table className="db-table db-stacked-table db-csv-table">
          <caption className="db-visually-hidden">Rows of {fileName}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Status</th>
              <th scope="col">{kind.subjectHeading}</th>
              <th scope="col">Errors</th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.row}>
                <th scope="row" data-label="Row">
                  {row.row}
                </th>
                <td>
                  <span className={`db-op-badge db-op-badge--${row.status}`}>
                    {ROW_STATUS_LABELS[row.status]}
                  </span>
                </td>
                <td data-label={kind.subjectHeading}>{kind.subject(row)}</td>
                <td data-label="Errors">
                  {row.errors.length === 0 ? (
                    <span className="db-op-muted">None</span>
                  ) : (
                    <ul className="db-op-errors">
                      {row.errors.map((error, index) => (
                        <li key={index}>
                          {error.field}: {error.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager
          label="Pages of the report"
          page={page}
          pageSize={pageSize}
          total={total}
          hrefFor={(target) => kind.pagePath + searchFor({ page: target })}
        />
      </>
    );
  }

  return (
    <section className="db-op-card" aria-labelledby="db-import-report-title">
      <div className="db-op-toolbar">
        <h2 id="db-import-report-title">Row report</h2>
        <div className="db-filter">
          <label htmlFor={filterId}>Row status</label>
          <select
            id={filterId}
            value={status ?? ''}
            onChange={(event) => onStatusChange(parseRowStatus(event.target.value))}
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
      {content}
    </section>
  );
}
