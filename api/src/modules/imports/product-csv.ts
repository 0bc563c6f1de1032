import {
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_OPTIONAL_COLUMNS,
  PRODUCT_IMPORT_REQUIRED_COLUMNS,
} from '@storefront/shared/operator-contracts';
import { readCsv, type CsvFile, type CsvRow } from './read-csv';

export const PRODUCT_IMPORT_COLUMNS = [
  ...PRODUCT_IMPORT_REQUIRED_COLUMNS,
  ...PRODUCT_IMPORT_OPTIONAL_COLUMNS,
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];
export type ProductCsvRow = CsvRow<ProductImportColumn>;

/**
 * Reads an uploaded product list, or refuses the whole file with a 4xx naming
 * `file` before anything is written (see readCsv). Columns it does not know,
 * stock among them, are left out and named in the import's record: stock
 * moves only through adjustments.
 */
export function readProductCsv(bytes: Buffer): CsvFile<ProductImportColumn> {
  return readCsv(bytes, {
    columns: PRODUCT_IMPORT_COLUMNS,
    required: PRODUCT_IMPORT_REQUIRED_COLUMNS,
    rowsAre: 'products',
    maxRows: PRODUCT_IMPORT_MAX_ROWS,
  });
}
