import { stringify } from 'csv-stringify/sync';
import type { ImportRowStatus } from '@storefront/shared/contracts';

interface ReportRow {
  row: number;
  status: ImportRowStatus;
  values: Record<string, string>;
  errors: Array<{ field: string; message: string }>;
  customerId: string | null;
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
export function reportCsv(rows: ReportRow[]): string {
  return stringify(
    rows.map(({ row, status, values, errors, customerId }) => [
      row,
      status,
      inert(values.name ?? ''),
      inert(values.email ?? ''),
      inert(values.mobile ?? ''),
      inert(errors.map(({ field, message }) => `${field}: ${message}`).join('; ')),
      customerId ?? '',
    ]),
    {
      header: true,
      columns: ['row', 'status', 'name', 'email', 'mobile', 'errors', 'customer_id'],
    },
  );
}
