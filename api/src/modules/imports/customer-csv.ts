import {
  CUSTOMER_IMPORT_ADDRESS_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_IMPORT_REQUIRED_COLUMNS,
} from '@storefront/shared/operator-contracts';
import { readCsv, type CsvFile, type CsvRow as AnyCsvRow } from './read-csv';

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
    maxRows: CUSTOMER_IMPORT_MAX_ROWS,
  });
}
