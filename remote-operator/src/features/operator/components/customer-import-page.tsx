import { CUSTOMER_IMPORT_MAX_BYTES } from '@storefront/shared/constants';
import type { ImportRow } from '@storefront/shared/operator-contracts';
import { CsvImportPage } from '../../../components/csv-import/csv-import-page';
import type { CsvImportKind } from '../../../components/csv-import/import-kind';
import { CUSTOMER_IMPORT_PATH } from '../../../lib/urls/back-office';
import { readableMobile } from '@storefront/ui';

const CUSTOMER_IMPORT: CsvImportKind<ImportRow> = {
  kind: 'customers',
  endpoint: '/operator/customer-imports',
  pagePath: CUSTOMER_IMPORT_PATH,
  title: 'Customer import',
  uploadHeading: 'Import customers from a CSV file',
  submitLabel: 'Import customers',
  hint: 'Columns: name, email, mobile, and optionally recipient, line1, line2, city, postcode. At most 10 MB.',
  maxBytes: CUSTOMER_IMPORT_MAX_BYTES,
  noImportsYet: 'No customers have been imported yet.',
  subjectHeading: 'Customer',
  subject: (row) => (
    <>
      <span className="db-op-customer">{row.name || '(no name)'}</span>
      <span className="db-op-muted">
        {[row.email, row.mobile && readableMobile(row.mobile)].filter(Boolean).join(' · ')}
      </span>
    </>
  ),
};

/**
 * /operator/customer-import: upload a CSV, follow the server while
 * it processes the rows, then read (or download) the per-row report.
 */
export function CustomerImportPage() {
  return <CsvImportPage kind={CUSTOMER_IMPORT} />;
}
