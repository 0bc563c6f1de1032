import { Link } from '@storefront/shared';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_MAX_ROWS } from '@storefront/shared/constants';
import type { ProductImportRow } from '@storefront/shared/operator-contracts';
import { CsvImportPage } from '../../../components/csv-import/csv-import-page';
import type { CsvImportKind } from '../../../components/csv-import/import-kind';
import { PRODUCT_IMPORT_PATH, productPath } from '../../../lib/urls/catalogue';

const COLUMNS: Array<[column: string, meaning: string]> = [
  [
    'sku',
    'Required. Letters, digits and hyphens, e.g. BABY-SPINACH. A SKU the shop has updates that product; a new one creates it.',
  ],
  ['name', 'Required.'],
  ['category', 'Required. The name of an existing category, e.g. Bakery.'],
  ['price', 'Required. In the shop’s currency, e.g. 2.49 or £2.49.'],
  ['description', 'Optional.'],
  ['unit', 'Optional: each or per kg. A new product is sold each.'],
  ['published', 'Optional: yes or no. A new product is published.'],
  [
    'gtin',
    'Optional. The barcode: 13, 12 or 8 digits (EAN-13, UPC-A or EAN-8), no other product’s.',
  ],
  [
    'estimated_weight_grams',
    'Needed with unit per kg, and only then: what one unit weighs, in grams, e.g. 180.',
  ],
];

const columnsGuide = (
  <>
    <dl className="db-csv-columns">
      {COLUMNS.map(([column, meaning]) => (
        <div key={column} className="db-csv-columns__item">
          <dt>{column}</dt>
          <dd>{meaning}</dd>
        </div>
      ))}
    </dl>
    <p className="db-op-muted db-csv-note">
      A blank optional cell leaves an existing product as it is, and importing the same file again
      changes nothing. Stock is not imported: a new product starts with none, and stock is received
      on the product’s page.
    </p>
  </>
);

const PRODUCT_IMPORT: CsvImportKind<ProductImportRow> = {
  kind: 'products',
  endpoint: '/operator/product-imports',
  pagePath: PRODUCT_IMPORT_PATH,
  title: 'Product import',
  uploadHeading: 'Create or update products from a CSV file',
  submitLabel: 'Import products',
  hint:
    `The first row names the columns. At most ${PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024)} MB ` +
    `and ${PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows.`,
  maxBytes: PRODUCT_IMPORT_MAX_BYTES,
  columnsGuide,
  noImportsYet: 'No products have been imported yet.',
  subjectHeading: 'Product',
  subject: (row) => {
    const label = row.name || row.sku || '(no name)';
    return (
      <>
        <span className="db-csv-subject">
          {row.productId === null ? label : <Link to={productPath(row.productId)}>{label}</Link>}
        </span>
        {row.sku && <span className="db-op-muted">SKU {row.sku}</span>}
      </>
    );
  },
};

/**
 * /operator/product-import: create or update products by SKU from a
 * CSV, follow the import, then read (or download) the per-row report.
 */
export function ProductImportPage() {
  return <CsvImportPage kind={PRODUCT_IMPORT} />;
}
