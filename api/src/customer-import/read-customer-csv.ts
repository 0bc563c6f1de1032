import { CsvError, parse } from 'csv-parse/sync';
import {
  CUSTOMER_IMPORT_ADDRESS_COLUMNS,
  CUSTOMER_IMPORT_REQUIRED_COLUMNS,
} from '@storefront/shared/contracts';
import { HttpError } from '../lib/http-error';

/** The most data rows one file may hold; larger lists are split into several files. */
export const CUSTOMER_IMPORT_MAX_ROWS = 20_000;
/** No real customer row comes near this; a longer one means the file is not a customer list. */
const MAX_RECORD_CHARACTERS = 10_000;

export const CUSTOMER_IMPORT_COLUMNS = [
  ...CUSTOMER_IMPORT_REQUIRED_COLUMNS,
  ...CUSTOMER_IMPORT_ADDRESS_COLUMNS,
] as const;
export type CustomerImportColumn = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

export interface CsvRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** Every known column, '' when the row leaves it blank. */
  values: Record<CustomerImportColumn, string>;
  /** Non-blank fields beyond the header's columns. */
  hasExtraFields: boolean;
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, 'file');

const isKnownColumn = (name: string): name is CustomerImportColumn =>
  (CUSTOMER_IMPORT_COLUMNS as readonly string[]).includes(name);

/** UTF-8 text without NUL bytes; anything else (a spreadsheet, an image, random bytes) is not CSV. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) {
    throw refuse(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a CSV file. This file is not text.');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a CSV file saved as UTF-8 text.');
  }
}

function parseRecords(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      trim: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      throw refuse(
        400,
        'CSV_UNREADABLE',
        `The file is not valid CSV near line ${error.lines ?? 1}: ${error.message}`,
      );
    }
    throw error;
  }
}

/** Column name → index, from the header row. */
function readHeader(header: string[]): Map<CustomerImportColumn, number> {
  const columns = new Map<CustomerImportColumn, number>();
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (!isKnownColumn(name)) return;
    if (columns.has(name)) {
      throw refuse(400, 'DUPLICATE_COLUMN', `The header names the ${name} column twice.`);
    }
    columns.set(name, index);
  });
  const missing = CUSTOMER_IMPORT_REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    // One header cell holding ';' or tabs is the usual sign of another delimiter.
    const otherDelimiter = header.length === 1 && /[;\t|]/.test(header[0] ?? '');
    throw refuse(
      400,
      'MISSING_COLUMNS',
      `The first row must name the columns name, email and mobile; missing: ${missing.join(', ')}.` +
        (otherDelimiter ? ' Separate the columns with commas.' : ''),
    );
  }
  return columns;
}

/**
 * Reads an uploaded customer list, or refuses the whole file with a 4xx naming
 * `file` before anything is written: not text, not CSV, no header, no rows, or
 * too many rows. Row-level problems are left for the per-row report.
 */
export function readCustomerCsv(bytes: Buffer): CsvRow[] {
  if (bytes.length === 0) throw refuse(400, 'FILE_EMPTY', 'The file is empty.');
  const [header, ...records] = parseRecords(decodeText(bytes));
  if (!header || header.every((cell) => cell === '')) {
    throw refuse(400, 'FILE_EMPTY', 'The file has no header row.');
  }
  const columns = readHeader(header);
  const rows: CsvRow[] = [];
  records.forEach((record, index) => {
    // Blank lines are rows to a spreadsheet, so they keep their number but are not customers.
    if (record.every((cell) => cell === '')) return;
    const values = Object.fromEntries(
      CUSTOMER_IMPORT_COLUMNS.map((name) => {
        const at = columns.get(name);
        return [name, at === undefined ? '' : (record[at] ?? '')];
      }),
    ) as Record<CustomerImportColumn, string>;
    const hasExtraFields = record.slice(header.length).some((cell) => cell !== '');
    rows.push({ row: index + 2, values, hasExtraFields });
  });
  if (rows.length === 0) {
    throw refuse(400, 'NO_ROWS', 'The file has a header row but no customers.');
  }
  if (rows.length > CUSTOMER_IMPORT_MAX_ROWS) {
    throw refuse(
      413,
      'TOO_MANY_ROWS',
      `A file may hold at most ${CUSTOMER_IMPORT_MAX_ROWS.toLocaleString('en-GB')} customers; this one has ${rows.length.toLocaleString('en-GB')}. Split it into smaller files.`,
    );
  }
  return rows;
}
