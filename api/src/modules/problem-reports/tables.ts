import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PROBLEM_KINDS,
  PROBLEM_REPORT_STATUSES,
  REFUND_DESTINATIONS,
} from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';
// The tables it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orderLines, orders, users } from '../../db/schema';

/**
 * A customer's report of missing or damaged lines of a completed order. The
 * store approves it (refunding valueMinor) or rejects it with a reason, once:
 * a decided report never changes again.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: PROBLEM_REPORT_STATUSES }).notNull().default('open'),
    note: text('note').notNull(),
    /** The storage key of the customer's photo; null without one. */
    photoKey: text('photo_key').unique(),
    /** What the reported lines cost the customer after the discount, fixed when reported. */
    valueMinor: integer('value_minor').notNull(),
    refundTo: text('refund_to', { enum: REFUND_DESTINATIONS }),
    refundedMinor: integer('refunded_minor'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('problem_reports_order').on(table.orderId, table.createdAt),
    index('problem_reports_status').on(table.status, table.createdAt),
    check(
      'problem_reports_status_check',
      sql`${table.status} in ${sqlList(PROBLEM_REPORT_STATUSES)}`,
    ),
    check('problem_reports_value_check', sql`${table.valueMinor} >= 0`),
    check(
      'problem_reports_decision_check',
      sql`(${table.status} = 'open' and ${table.decidedAt} is null) or (${table.status} = 'approved' and ${table.refundTo} is not null and ${table.refundedMinor} is not null and ${table.decidedAt} is not null) or (${table.status} = 'rejected' and ${table.rejectionReason} is not null and ${table.decidedAt} is not null)`,
    ),
  ],
);

/** One reported line: which of the order's lines, what went wrong, and how many. */
export const problemReportLines = pgTable(
  'problem_report_lines',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    productId: integer('product_id').notNull(),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    quantity: integer('quantity').notNull(),
    /** What this many of the line cost the customer, after its share of the discount. */
    valueMinor: integer('value_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.productId] }),
    foreignKey({
      columns: [table.orderId, table.productId],
      foreignColumns: [orderLines.orderId, orderLines.productId],
    }),
    check('problem_report_lines_kind_check', sql`${table.kind} in ${sqlList(PROBLEM_KINDS)}`),
    check('problem_report_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);
