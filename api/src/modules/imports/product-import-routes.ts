import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  productImportRowPageSchema,
} from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';
import { csvImportRoutes } from './csv-import-routes';

/** The operator's product imports, created or updated by SKU. */
export const productImportRoutes = csvImportRoutes({
  kind: 'products',
  path: 'product-imports',
  permission: 'catalogue.write',
  noun: 'product',
  description:
    `multipart/form-data with one part, file: UTF-8 CSV, at most ${PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024)} MB and ` +
    `${PRODUCT_IMPORT_MAX_ROWS} rows. The first row names the columns sku, name, category and ` +
    'price, and optionally description, unit, published, vat_rate, options and variant of ' +
    '(any case; other columns, stock ' +
    'among them, are not read, and the import names them in ignoredColumns: stock moves ' +
    'only through adjustments). category is an ' +
    'existing category’s slug or name; price is in the currency’s main unit (2.49 or £2.49); ' +
    'unit is each or per kg; published is yes or no. A file that cannot be read is refused ' +
    'whole with a 4xx; otherwise the answer is 202 and the rows are processed in the ' +
    'background: poll GET /operator/product-imports/{importId} for progress. A new SKU ' +
    'creates a product with no stock and a placeholder picture; a known SKU gets the fields ' +
    'the row gives (blank optional fields keep their values); a row that changes nothing is ' +
    'skipped, so importing the same file twice changes nothing. One row per variant: options ' +
    'is Name: value; Name: value (e.g. Size: 1 kg), and variant of is the SKU of the listed ' +
    'product (in the store, or an earlier row); a variant row may leave name and category ' +
    'blank, and shares its product’s name, category, description, unit, VAT rate and publishing.',
  defaultFileName: 'products.csv',
  maxBytes: PRODUCT_IMPORT_MAX_BYTES,
  async start(app, operator, file) {
    const started = await app.imports.importProducts(operator, file);
    if (started === 'no-store') throw notFound('Your store');
    return started;
  },
  rowPageSchema: productImportRowPageSchema,
  toRow: ({ row, status, values, errors, productId }) => ({
    row,
    status,
    sku: values.sku ?? '',
    name: values.name ?? '',
    errors,
    productId,
  }),
  reportColumns: {
    values: ['sku', 'name'],
    idColumn: 'product_id',
    idOf: (row) => row.productId,
  },
});
