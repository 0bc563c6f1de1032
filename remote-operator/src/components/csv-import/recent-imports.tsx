import { Link, type ApiState } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { IMPORT_STATUS_TEXT } from './import-progress';
import { EmptyState, formatDayAndTime, LoadError, LoadingNote } from '@storefront/ui';

export interface RecentImportsProps {
  imports: ApiState<Page<CsvImport>>;
  openImportId: string | null;
  /** The import page's path: each file name reopens its report there. */
  pagePath: string;
  noImportsYet: string;
}

/** The store's latest imports of one kind; each file name reopens its report. */
export function RecentImports({
  imports,
  openImportId,
  pagePath,
  noImportsYet,
}: RecentImportsProps) {
  let content;
  if (imports.failure) {
    content = (
      <LoadError what="the recent imports" failure={imports.failure} onRetry={imports.retry} />
    );
  } else if (!imports.data) {
    content = <LoadingNote>Loading the recent imports</LoadingNote>;
  } else if (imports.data.items.length === 0) {
    content = (
      <EmptyState>
        <p>{noImportsYet}</p>
      </EmptyState>
    );
  } else {
    content = (
      <table className="db-table db-stacked-table db-csv-table">
        <caption className="db-visually-hidden">Recent imports, newest first</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Started</th>
            <th scope="col">Status</th>
            <th scope="col" className="db-table__number">
              Rows
            </th>
            <th scope="col" className="db-table__number">
              Failed
            </th>
          </tr>
        </thead>
        <tbody>
          {imports.data.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link
                  to={`${pagePath}?import=${encodeURIComponent(item.id)}`}
                  aria-current={item.id === openImportId ? 'true' : undefined}
                >
                  {item.fileName}
                </Link>
              </th>
              <td data-label="Started">
                <time dateTime={item.createdAt}>{formatDayAndTime(item.createdAt)}</time>
              </td>
              <td>
                <span className={`db-op-badge db-op-badge--${item.status}`}>
                  {IMPORT_STATUS_TEXT[item.status]}
                </span>
              </td>
              <td className="db-table__number" data-label="Rows">
                {item.totalRows}
              </td>
              <td className="db-table__number" data-label="Failed">
                {item.counts.failed}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="db-op-card" aria-labelledby="db-recent-imports-title">
      <h2 id="db-recent-imports-title">Recent imports</h2>
      {content}
    </section>
  );
}
