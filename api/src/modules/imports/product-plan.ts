import { gtin14 } from '@storefront/shared/operator-contracts';
import type { PlannedProductRow } from './product-batch';
import type { RowError } from './repository';
import { checkProductRow, type ImportedProduct, type RowContext } from './product-row';
import type { ProductCsvRow } from './product-csv';

/** What the report keeps of a row as the file had it. */
const reportValues = ({ values }: ProductCsvRow) => ({ sku: values.sku, name: values.name });

/** The first row with a SKU: where it is, whether it passed, and what it is a variant of. */
interface SeenRow {
  row: number;
  ok: boolean;
  variantOf?: string;
}

/** The product's family and its options: two rows with the same key clash. */
const optionsKey = (product: ImportedProduct) =>
  product.optionValues && JSON.stringify([product.variantOf ?? product.sku, product.optionValues]);

/** A variant's row against the earlier row it names, which must be a listed product's that passed. */
function variantOfError({ variantOf }: ImportedProduct, seen: Map<string, SeenRow>) {
  const listed = variantOf === undefined ? undefined : seen.get(variantOf);
  if (listed?.variantOf) {
    return `${variantOf} is itself a variant of ${listed.variantOf}; name ${listed.variantOf} instead.`;
  }
  if (listed && !listed.ok) {
    return `Row ${listed.row} (${variantOf}) has errors, so its variants are not imported.`;
  }
  return undefined;
}

/**
 * Checks each row on its own, then against the rows before it in the file: a
 * second row with the same SKU fails and names the first, and so does a
 * second row of one product with the same options, and a second row with the
 * same barcode. A variant of a SKU the
 * file has not had yet is left for the database to find. The maps carry
 * across batches, so a duplicate is found wherever it sits.
 */
export function createProductRowPlanner() {
  const seen = new Map<string, SeenRow>();
  const rowByOptions = new Map<string, number>();
  /** The first row with each barcode, by its 14-digit form: a UPC-A and its EAN-13 are one. */
  const rowByGtin = new Map<string, number>();

  return function planRows(rows: ProductCsvRow[], context: RowContext): PlannedProductRow[] {
    return rows.map((csvRow) => {
      const values = reportValues(csvRow);
      const checked = checkProductRow(csvRow, context);
      const sku = checked.ok ? checked.product.sku : checked.sku;
      const first = sku === null ? undefined : seen.get(sku);
      const errors: RowError[] = checked.ok ? [] : [...checked.errors];
      if (first !== undefined)
        errors.unshift({ field: 'sku', message: `Same SKU as row ${first.row}.` });

      const product = checked.ok ? checked.product : undefined;
      const key = product && optionsKey(product);
      if (product) {
        const notListed = variantOfError(product, seen);
        if (notListed) errors.push({ field: 'variant of', message: notListed });
        const sameOptions = key === undefined ? undefined : rowByOptions.get(key);
        if (sameOptions !== undefined) {
          errors.push({ field: 'options', message: `Same options as row ${sameOptions}.` });
        }
        const sameGtin =
          product.gtin === undefined ? undefined : rowByGtin.get(gtin14(product.gtin));
        if (sameGtin !== undefined) {
          errors.push({ field: 'gtin', message: `Same barcode as row ${sameGtin}.` });
        }
      }

      const ok = errors.length === 0;
      if (sku !== null && first === undefined) {
        seen.set(sku, { row: csvRow.row, ok, variantOf: product?.variantOf });
      }
      if (ok && key !== undefined) rowByOptions.set(key, csvRow.row);
      if (ok && product?.gtin !== undefined) rowByGtin.set(gtin14(product.gtin), csvRow.row);
      if (!product || !ok) return { row: csvRow.row, values, errors };
      return { row: csvRow.row, values, product };
    });
  };
}
