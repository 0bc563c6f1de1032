import type { PlannedRow } from './customer-batch';
import { checkRow } from './customer-row';
import type { CsvRow } from './customer-csv';

/** What the report keeps of a row as the file had it. */
const reportValues = ({ values }: CsvRow) => ({
  name: values.name,
  email: values.email,
  mobile: values.mobile,
});

/**
 * Checks each row on its own, then against the rows before it in the file: a
 * second row with the same mobile or e-mail fails and names the first. The
 * maps carry across batches, so a duplicate is found wherever it sits.
 */
export function createRowPlanner() {
  const rowByMobile = new Map<string, number>();
  const rowByEmail = new Map<string, number>();

  return function planRows(rows: CsvRow[]): PlannedRow[] {
    return rows.map((csvRow) => {
      const values = reportValues(csvRow);
      const checked = checkRow(csvRow);
      if (!checked.ok) return { row: csvRow.row, values, errors: checked.errors };
      const { customer } = checked;
      const firstWithMobile = rowByMobile.get(customer.mobile);
      const firstWithEmail = rowByEmail.get(customer.email);
      const errors = [
        ...(firstWithMobile
          ? [{ field: 'mobile', message: `Same mobile number as row ${firstWithMobile}.` }]
          : []),
        ...(firstWithEmail
          ? [{ field: 'email', message: `Same e-mail address as row ${firstWithEmail}.` }]
          : []),
      ];
      if (errors.length > 0) return { row: csvRow.row, values, errors };
      rowByMobile.set(customer.mobile, csvRow.row);
      rowByEmail.set(customer.email, csvRow.row);
      return { row: csvRow.row, values, customer };
    });
  };
}
