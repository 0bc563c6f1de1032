import {
  CUSTOMER_IMPORT_ADDRESS_COLUMNS,
  CUSTOMER_IMPORT_REQUIRED_COLUMNS,
} from '@storefront/shared/operator-contracts';
import { CSV_IMPORT_MAX_ROWS, readCsv, type CsvFile, type CsvRow as AnyCsvRow } from './read-csv';

/** The most data rows one file may hold; larger lists are split into several files. */
export const CUSTOMER_IMPORT_MAX_ROWS = CSV_IMPORT_MAX_ROWS;

export const CUSTOMER_IMPORT_COLUMNS = [
  ...CUSTOMER_IMPORT_REQUIRED_COLUMNS,
  ...CUSTOMER_IMPORT_ADDRESS_COLUMNS,
] as const;
export type CustomerImportColumn = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

export type CsvRow = AnyCsvRow<CustomerImportColumn>;

/**
 * Reads an uploaded customer list, or refuses the whole file with a 4xx naming
 * `file` before anything is written (see readCsv).
 */
export function readCustomerCsv(bytes: Buffer): CsvFile<CustomerImportColumn> {
  return readCsv(bytes, {
    columns: CUSTOMER_IMPORT_COLUMNS,
    required: CUSTOMER_IMPORT_REQUIRED_COLUMNS,
    rowsAre: 'customers',
  });
}
