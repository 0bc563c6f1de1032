import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  IMPORT_KINDS,
  IMPORT_ROW_STATUSES,
  IMPORT_STATUSES,
} from '@storefront/shared/operator-contracts';

// A module's own tables live beside its SQL; this file gathers every table for
// drizzle-kit and the migrations, and the others' foreign keys reach them here.
export * from '../modules/store/tables';
export * from '../modules/audit/tables';
export * from '../modules/favourites/tables';
export * from '../modules/addresses/tables';
export * from '../modules/remote-loads/tables';
export * from '../modules/problem-reports/tables';
export * from '../modules/payments/tables';
export * from '../modules/accounts/tables';
export * from '../modules/catalogue/tables';
export * from '../modules/discounts/tables';
export * from '../modules/wallet/tables';
export * from '../modules/rewards/tables';
export * from '../modules/referrals/tables';
export * from '../modules/slots/tables';
export * from '../modules/notifications/tables';
export * from '../modules/documents/tables';
export * from '../modules/cart/tables';
export * from '../modules/orders/tables';
import { stores } from '../modules/store/tables';
import { users } from '../modules/accounts/tables';
import { products } from '../modules/catalogue/tables';
import { sqlList } from './sql-list';

/** One uploaded CSV (customers or products), with its progress and counts while it is processed. */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('processing'),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** The header's columns the import does not read (stock, say), shown to the operator. */
    ignoredColumns: text('ignored_columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    error: text('error'),
    /** The API instance working the import while it is processing. */
    workerId: text('worker_id'),
    /**
     * The worker renews this while it works; once it has passed, the worker is
     * gone and any instance may mark the import failed.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('imports_store_kind_created').on(table.storeId, table.kind, table.createdAt),
    index('imports_processing_lease')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'processing'`),
    check('imports_status_check', sql`${table.status} in ${sqlList(IMPORT_STATUSES)}`),
    check('imports_kind_check', sql`${table.kind} in ${sqlList(IMPORT_KINDS)}`),
  ],
);

/** The report: one line per data row of the file, numbered as a spreadsheet numbers it. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    status: text('status', { enum: IMPORT_ROW_STATUSES }).notNull(),
    /** The row's identifying values as the file had them, for the downloadable report. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    errors: jsonb('errors').$type<Array<{ field: string; message: string }>>().notNull(),
    /** The account a customer row created or matched. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The product a product row created or matched. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    index('import_rows_status').on(table.importId, table.status, table.row),
    check('import_rows_status_check', sql`${table.status} in ${sqlList(IMPORT_ROW_STATUSES)}`),
  ],
);
