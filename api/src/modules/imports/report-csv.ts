import { stringify } from 'csv-stringify/sync';
import type { ImportRowStatus } from '@storefront/shared/operator-contracts';

export interface ReportRow {
  row: number;
  status: ImportRowStatus;
  values: Record<string, string>;
  errors: Array<{ field: string; message: string }>;
  customerId?: string | null;
  productId?: number | null;
}

/** Which of the file's values a report echoes, and which record each row came to. */
export interface ReportColumns {
  /** The file's columns echoed between status and errors, e.g. name, email, mobile. */
  values: readonly string[];
  /** The last column's name, e.g. customer_id. */
  idColumn: string;
  idOf(row: ReportRow): string | number | null | undefined;
}

/**
 * A spreadsheet runs a cell that starts with =, +, - or @ as a formula; the
 * file's own values are echoed back here, so such a cell gets a leading quote.
 * A plain phone number (+44 7911 …) stays as it is.
 */
function inert(value: string): string {
  if (/^[+-]?[\d\s()]+$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The per-row report as CSV: one line per data row of the uploaded file, in file order. */
export function reportCsv(rows: ReportRow[], columns: ReportColumns): string {
  return stringify(
    rows.map((row) => [
      row.row,
      row.status,
      ...columns.values.map((column) => inert(row.values[column] ?? '')),
      inert(row.errors.map(({ field, message }) => `${field}: ${message}`).join('; ')),
      columns.idOf(row) ?? '',
    ]),
    {
      header: true,
      columns: ['row', 'status', ...columns.values, 'errors', columns.idColumn],
    },
  );
}
