import {
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  importRowPageSchema,
} from '@storefront/shared/operator-contracts';
import { csvImportRoutes } from './csv-import-routes';

/** The operator's customer imports. */
export const customerImportRoutes = csvImportRoutes({
  kind: 'customers',
  path: 'customer-imports',
  permission: 'customers.import',
  noun: 'customer',
  description:
    'multipart/form-data with one part, file: UTF-8 CSV, at most 10 MB and ' +
    `${CUSTOMER_IMPORT_MAX_ROWS} rows. The first row names the columns name, email and ` +
    'mobile, and optionally recipient, line1, line2, city and postcode (any case, blanks ' +
    'around them ignored). A file that cannot be read is refused whole with a 4xx; ' +
    'otherwise the answer is 202 and the rows are processed in the background: poll ' +
    'GET /operator/customer-imports/{importId} for progress. New customers are created ' +
    'unclaimed; a row for a customer an earlier import created and nobody has claimed ' +
    'updates them; anything else with a taken mobile or e-mail fails that row only.',
  defaultFileName: 'customers.csv',
  maxBytes: CUSTOMER_IMPORT_MAX_BYTES,
  start: (app, operator, file) => app.imports.importCustomers(operator, file),
  rowPageSchema: importRowPageSchema,
  toRow: ({ row, status, values, errors, customerId }) => ({
    row,
    status,
    name: values.name ?? '',
    email: values.email ?? '',
    mobile: values.mobile ?? '',
    errors,
    customerId,
  }),
  reportColumns: {
    values: ['name', 'email', 'mobile'],
    idColumn: 'customer_id',
    idOf: (row) => row.customerId,
  },
});
