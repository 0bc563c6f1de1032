import type { ReactNode } from 'react';
import type { ImportKind, ImportRowStatus } from '@storefront/shared/operator-contracts';

/** What every kind of import reports for a row. */
export interface ImportReportRow {
  row: number;
  status: ImportRowStatus;
  errors: Array<{ field: string; message: string }>;
}

/** What makes one kind of CSV import differ from another on the page. */
export interface CsvImportKind<Row extends ImportReportRow> {
  kind: ImportKind;
  /** The API's collection, e.g. '/operator/customer-imports'. */
  endpoint: string;
  /** The page's own path, which its query strings are appended to. */
  pagePath: string;
  /** The page's heading. */
  title: string;
  /** The upload form's heading and button, e.g. 'Import customers'. */
  uploadHeading: string;
  submitLabel: string;
  /** Under the file field: the columns, the size limit. */
  hint: string;
  /** The largest file the API takes: a bigger one is not sent. */
  maxBytes: number;
  /** More about the columns, shown in the upload form above the file field. */
  columnsGuide?: ReactNode;
  /** What the recent imports say while there are none. */
  noImportsYet: string;
  /** The report column that says what each row is about, e.g. 'Customer'. */
  subjectHeading: string;
  subject(row: Row): ReactNode;
}
