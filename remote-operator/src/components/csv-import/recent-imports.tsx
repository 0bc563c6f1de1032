import { Link, type ApiState } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { CsvImport } from '@storefront/shared/operator-contracts';
import { ImportStatusBadge } from './import-progress';
import { DataTable, EmptyState, formatDayAndTime, type Column } from '@storefront/ui';

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
  const columns: readonly Column<CsvImport>[] = [
    {
      header: 'File',
      cell: (item) => (
        <Link
          to={`${pagePath}?import=${encodeURIComponent(item.id)}`}
          aria-current={item.id === openImportId ? 'true' : undefined}
        >
          {item.fileName}
        </Link>
      ),
    },
    {
      header: 'Started',
      cell: (item) => <time dateTime={item.createdAt}>{formatDayAndTime(item.createdAt)}</time>,
    },
    {
      header: 'Status',
      cell: (item) => <ImportStatusBadge status={item.status} />,
    },
    { header: 'Rows', cell: (item) => item.totalRows, numeric: true },
    { header: 'Failed', cell: (item) => item.counts.failed, numeric: true },
  ];
  return (
    <section className="db-card" aria-labelledby="db-recent-imports-title">
      <h2 id="db-recent-imports-title">Recent imports</h2>
      <DataTable
        caption="Recent imports, newest first"
        columns={columns}
        rows={imports.data?.items}
        rowKey={(item) => item.id}
        what="the recent imports"
        failure={imports.failure}
        onRetry={imports.retry}
        empty={
          <EmptyState>
            <p>{noImportsYet}</p>
          </EmptyState>
        }
      />
    </section>
  );
}
