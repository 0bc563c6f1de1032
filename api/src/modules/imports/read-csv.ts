import { CsvError, parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/http-error';

/** No real row of a list comes near this; a longer one means the file is not such a list. */
const MAX_RECORD_CHARACTERS = 10_000;

/** What one kind of import reads from a file: its columns, and what its rows are called. */
export interface CsvLayout<Column extends string> {
  /** Every column the import reads, in the report's order; other columns are ignored. */
  columns: readonly Column[];
  /** The columns the header must name. */
  required: readonly Column[];
  /** What the rows are, in the refusals' words: 'customers', 'products'. */
  rowsAre: string;
  /** The most data rows one file may hold; larger lists are split into several files. */
  maxRows: number;
}

/** A file as read: its rows, and the header's columns the import does not read. */
export interface CsvFile<Column extends string> {
  rows: CsvRow<Column>[];
  /** As the header names them, in its order: the operator is told they were left out. */
  ignoredColumns: string[];
}

export interface CsvRow<Column extends string> {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** Every known column, '' when the row leaves it blank. */
  values: Record<Column, string>;
  /** Non-blank fields beyond the header's columns. */
  hasExtraFields: boolean;
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, 'file');

/** 'a, b and c'. */
const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

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

/** Column name → index, from the header row, and the named columns it does not read. */
function readHeader<Column extends string>(
  header: string[],
  layout: CsvLayout<Column>,
): { columns: Map<Column, number>; ignoredColumns: string[] } {
  const isKnown = (name: string): name is Column =>
    (layout.columns as readonly string[]).includes(name);
  const columns = new Map<Column, number>();
  const ignoredColumns: string[] = [];
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (!isKnown(name)) {
      if (name !== '' && !ignoredColumns.includes(cell.trim())) ignoredColumns.push(cell.trim());
      return;
    }
    if (columns.has(name)) {
      throw refuse(400, 'DUPLICATE_COLUMN', `The header names the ${name} column twice.`);
    }
    columns.set(name, index);
  });
  const missing = layout.required.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    // One header cell holding ';' or tabs is the usual sign of another delimiter.
    const otherDelimiter = header.length === 1 && /[;\t|]/.test(header[0] ?? '');
    throw refuse(
      400,
      'MISSING_COLUMNS',
      `The first row must name the columns ${listed(layout.required)}; missing: ${missing.join(', ')}.` +
        (otherDelimiter ? ' Separate the columns with commas.' : ''),
    );
  }
  return { columns, ignoredColumns };
}

/**
 * Reads an uploaded list, or refuses the whole file with a 4xx naming `file`
 * before anything is written: not text, not CSV, no header, a required column
 * missing, no rows, or too many rows. Row-level problems are left for the
 * per-row report.
 */
export function readCsv<Column extends string>(
  bytes: Buffer,
  layout: CsvLayout<Column>,
): CsvFile<Column> {
  if (bytes.length === 0) throw refuse(400, 'FILE_EMPTY', 'The file is empty.');
  const [header, ...records] = parseRecords(decodeText(bytes));
  if (!header || header.every((cell) => cell === '')) {
    throw refuse(400, 'FILE_EMPTY', 'The file has no header row.');
  }
  const { columns, ignoredColumns } = readHeader(header, layout);
  const rows: CsvRow<Column>[] = [];
  records.forEach((record, index) => {
    // Blank lines are rows to a spreadsheet, so they keep their number but are not read.
    if (record.every((cell) => cell === '')) return;
    const values = Object.fromEntries(
      layout.columns.map((name) => {
        const at = columns.get(name);
        return [name, at === undefined ? '' : (record[at] ?? '')];
      }),
    ) as Record<Column, string>;
    const hasExtraFields = record.slice(header.length).some((cell) => cell !== '');
    rows.push({ row: index + 2, values, hasExtraFields });
  });
  if (rows.length === 0) {
    throw refuse(400, 'NO_ROWS', `The file has a header row but no ${layout.rowsAre}.`);
  }
  if (rows.length > layout.maxRows) {
    throw refuse(
      413,
      'TOO_MANY_ROWS',
      `A file may hold at most ${layout.maxRows.toLocaleString('en-GB')} ${layout.rowsAre}; this one has ${rows.length.toLocaleString('en-GB')}. Split it into smaller files.`,
    );
  }
  return { rows, ignoredColumns };
}
