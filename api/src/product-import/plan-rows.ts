import type { PlannedProductRow } from '../repositories/product-imports-repository';
import { checkProductRow, type RowContext } from './check-product-row';
import type { ProductCsvRow } from './read-product-csv';

/** What the report keeps of a row as the file had it. */
const reportValues = ({ values }: ProductCsvRow) => ({ sku: values.sku, name: values.name });

/**
 * Checks each row on its own, then against the rows before it in the file: a
 * second row with the same SKU fails and names the first. The map carries
 * across batches, so a duplicate is found wherever it sits.
 */
export function createProductRowPlanner() {
  const rowBySku = new Map<string, number>();

  return function planRows(rows: ProductCsvRow[], context: RowContext): PlannedProductRow[] {
    return rows.map((csvRow) => {
      const values = reportValues(csvRow);
      const checked = checkProductRow(csvRow, context);
      const sku = checked.ok ? checked.product.sku : checked.sku;
      const first = sku === null ? undefined : rowBySku.get(sku);
      if (sku !== null && first === undefined) rowBySku.set(sku, csvRow.row);
      const errors = checked.ok ? [] : [...checked.errors];
      if (first !== undefined)
        errors.unshift({ field: 'sku', message: `Same SKU as row ${first}.` });
      if (!checked.ok || errors.length > 0) return { row: csvRow.row, values, errors };
      return { row: csvRow.row, values, product: checked.product };
    });
  };
}
