import type { CsvImport } from '@storefront/shared/operator-contracts';
import { formatDayAndTime, StatusBadge, type StatusTone } from '@storefront/ui';

const IMPORT_STATUS_TEXT: Record<CsvImport['status'], string> = {
  processing: 'Processing',
  done: 'Done',
  failed: 'Failed',
};

const IMPORT_STATUS_TONES: Record<CsvImport['status'], StatusTone> = {
  processing: 'waiting',
  done: 'good',
  failed: 'bad',
};

/** Where an import stands: Processing, Done or Failed. */
export function ImportStatusBadge({ status }: { status: CsvImport['status'] }) {
  return (
    <StatusBadge tone={IMPORT_STATUS_TONES[status]} className="db-csv-status">
      {IMPORT_STATUS_TEXT[status]}
    </StatusBadge>
  );
}

const COUNTS = [
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['skipped', 'Skipped'],
  ['failed', 'Failed'],
] as const;

/** How far the server has got with an import, and what it did with the rows so far. */
export function ImportProgress({ csvImport }: { csvImport: CsvImport }) {
  const { fileName, status, processedRows, totalRows, counts, error, createdAt } = csvImport;
  const { ignoredColumns } = csvImport;
  const percent = totalRows > 0 ? Math.round((processedRows / totalRows) * 100) : 0;
  return (
    <section className="db-card" aria-labelledby="db-import-title">
      <h2 id="db-import-title">{fileName}</h2>
      <p className="db-op-muted">
        Started {formatDayAndTime(createdAt)} · <ImportStatusBadge status={status} />
      </p>
      <div
        className="db-op-bar"
        role="progressbar"
        aria-label="Rows processed"
        aria-valuemin={0}
        aria-valuemax={totalRows}
        aria-valuenow={processedRows}
        aria-valuetext={`${processedRows} of ${totalRows} rows`}
      >
        <div className="db-op-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="db-op-muted" aria-live="polite">
        {processedRows} of {totalRows} rows processed
      </p>
      {ignoredColumns.length > 0 && (
        <p className="db-op-note" data-testid="import-ignored-columns">
          {ignoredColumnsText(csvImport.kind, ignoredColumns)}
        </p>
      )}
      {status === 'failed' && (
        <p className="db-alert" role="alert">
          The import failed: {error ?? 'the file could not be processed.'}
        </p>
      )}
      <dl className="db-op-counts">
        {COUNTS.map(([key, label]) => (
          <div key={key} className={`db-op-counts__item db-op-counts__item--${key}`}>
            <dt>{label}</dt>
            <dd data-testid={`import-count-${key}`}>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 'a, b and c'. */
const listed = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What the import left out of the file, and for stock, where it is changed instead. */
export function ignoredColumnsText(kind: CsvImport['kind'], columns: string[]): string {
  const named = listed(columns.map((column) => `“${column}”`));
  const what = columns.length === 1 ? 'column was' : 'columns were';
  const stock =
    kind === 'products' && columns.some((column) => column.toLowerCase() === 'stock')
      ? ' Stock changes only through a stock adjustment on the product’s page, so that every change is on the record.'
      : '';
  return `The ${named} ${what} not read: this import does not know ${columns.length === 1 ? 'it' : 'them'}.${stock}`;
}
