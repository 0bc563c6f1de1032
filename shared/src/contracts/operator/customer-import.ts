import { z } from 'zod';
import '../zod-config';
import { pageOf } from '../pagination';
import { IMPORT_ROW_STATUSES } from '../import-constants';

/**
 * Operator CSV import of customers. Columns (header names matched without
 * regard to case, surrounding blanks ignored): name, email, mobile, and the
 * optional address fields below.
 */
export const CUSTOMER_IMPORT_REQUIRED_COLUMNS = ['name', 'email', 'mobile'] as const;
export const CUSTOMER_IMPORT_ADDRESS_COLUMNS = [
  'recipient',
  'line1',
  'line2',
  'city',
  'postcode',
] as const;
export {
  CUSTOMER_IMPORT_MAX_BYTES,
  CUSTOMER_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  IMPORT_ROW_STATUSES,
  type ImportRowStatus,
} from '../import-constants';

export const importRowSchema = z.object({
  /** The row's line in the file, counting the header as row 1. */
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** The name, e-mail and mobile as the file had them, so the operator can find the row's customer. */
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** E.g. [{ field: 'mobile', message: 'Enter a valid mobile number' }]. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The account the row created or matched, when there is one. */
  customerId: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const IMPORT_STATUSES = ['processing', 'done', 'failed'] as const;

/** What a CSV import brings in: customers, or products by SKU. */
export const IMPORT_KINDS = ['customers', 'products'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * GET /api/operator/customer-imports/:importId (and product-imports) —
 * progress while processing, then the counts.
 */
export const csvImportSchema = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  /** The header's columns this import does not read, as the file names them (e.g. stock). */
  ignoredColumns: z.array(z.string()),
  /** Set when the whole file is refused while processing (e.g. it turned out not to be CSV). */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type CsvImport = z.infer<typeof csvImportSchema>;

export const importParamsSchema = z.object({
  importId: z.uuid('importId is not a valid id'),
});

/** GET /api/operator/customer-imports/:importId/rows?status=&page= — the per-row report. */
export const importRowsQuerySchema = z.object({
  status: z.enum(IMPORT_ROW_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const IMPORT_ROWS_PAGE_SIZE = 100;
export const importRowPageSchema = pageOf(importRowSchema);

/**
 * Operator CSV import of products, created or updated by SKU, one row per
 * variant. Columns as for customers; price is in the currency's main unit
 * (2.49), unit is "each" or "per kg", published is yes or no.
 */
export const PRODUCT_IMPORT_REQUIRED_COLUMNS = ['sku', 'name', 'category', 'price'] as const;
/**
 * options is the row's option names and values, "Size: 1 kg; Grind: whole
 * bean". variant of is the SKU of the listed product the row is a variant
 * of; such a row may leave name and category blank, as it shares them.
 * gtin is the row's barcode (EAN-13, EAN-8 or UPC-A), unique in the store;
 * estimated_weight_grams, one unit's weight, goes with unit "per kg".
 */
export const PRODUCT_IMPORT_OPTIONAL_COLUMNS = [
  'description',
  'unit',
  'published',
  'vat_rate',
  'options',
  'variant of',
  'gtin',
  'estimated_weight_grams',
] as const;

/** GET /api/operator/product-imports/:importId/rows?status=&page= — the per-row report. */
export const productImportRowSchema = z.object({
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  sku: z.string(),
  name: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The product the row created or matched, when there is one. */
  productId: z.number().int().nullable(),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;
export const productImportRowPageSchema = pageOf(productImportRowSchema);
