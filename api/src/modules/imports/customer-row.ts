import { z } from 'zod';
import { addressInputSchema, emailSchema, mobileSchema, text } from '@storefront/shared/contracts';
import {
  CUSTOMER_IMPORT_ADDRESS_COLUMNS,
  CUSTOMER_IMPORT_REQUIRED_COLUMNS,
} from '@storefront/shared/operator-contracts';
import type { AddressFields } from '../addresses/service';
import type { RowError } from './repository';
import type { CsvRow } from './customer-csv';

export type { RowError };

export interface ImportedCustomer {
  name: string;
  /** Lower case. */
  email: string;
  /** E.164. */
  mobile: string;
  /** Present when the row has any address field. */
  address?: AddressFields;
}

export type CheckedRow =
  | { row: number; ok: true; customer: ImportedCustomer }
  | { row: number; ok: false; errors: RowError[] };

const customerSchema = z.object({
  name: text().max(100, 'Use at most 100 characters'),
  email: emailSchema,
  mobile: mobileSchema,
});

const issuesToErrors = (issues: z.core.$ZodIssue[]): RowError[] =>
  issues.map((issue) => ({ field: String(issue.path[0] ?? 'row'), message: issue.message }));

/**
 * A row's own problems: blank required fields, an invalid e-mail or mobile, an
 * incomplete address. Whether its number or e-mail is free is decided later,
 * against the file's other rows and the database.
 */
export function checkRow({ row, values, hasExtraFields }: CsvRow): CheckedRow {
  const errors: RowError[] = CUSTOMER_IMPORT_REQUIRED_COLUMNS.filter(
    (field) => values[field] === '',
  ).map((field) => ({ field, message: `${field} is missing` }));
  if (hasExtraFields) {
    errors.push({ field: 'row', message: 'The row has more fields than the header has columns.' });
  }

  const customer = customerSchema.safeParse(values);
  if (!customer.success) {
    const blank = new Set(errors.map((error) => error.field));
    errors.push(...issuesToErrors(customer.error.issues).filter((e) => !blank.has(e.field)));
  }

  let address: AddressFields | undefined;
  if (CUSTOMER_IMPORT_ADDRESS_COLUMNS.some((field) => values[field] !== '')) {
    const parsed = addressInputSchema.safeParse({
      recipient: values.recipient || values.name,
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      postcode: values.postcode,
      isDefault: true,
    });
    if (parsed.success) address = parsed.data;
    else errors.push(...issuesToErrors(parsed.error.issues));
  }

  if (errors.length > 0 || !customer.success) return { row, ok: false, errors };
  return { row, ok: true, customer: { ...customer.data, address } };
}
