import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WALLET_ENTRY_KINDS, WALLET_ENTRY_REASONS } from '@storefront/shared/contracts';
// The tables they refer to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, problemReports, users } from '../../db/schema';
import { sqlList } from '../../db/sql-list';

/**
 * The wallet: an append-only ledger in minor units of the store's currency.
 * A customer's balance is the balance_after of their newest entry (highest id);
 * entries are written only with the customer's users row locked, so each one
 * starts from the one before it and the balance can never go below zero.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    reason: text('reason', { enum: WALLET_ENTRY_REASONS }).notNull(),
    /** Always positive; the kind says which way it moved the balance. */
    amountMinor: integer('amount_minor').notNull(),
    balanceAfterMinor: integer('balance_after_minor').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The problem report a 'problem_refund' entry pays out. */
    problemReportId: uuid('problem_report_id').references(() => problemReports.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_entries_user_id').on(table.userId, table.id),
    check('wallet_entries_kind_check', sql`${table.kind} in ${sqlList(WALLET_ENTRY_KINDS)}`),
    check('wallet_entries_reason_check', sql`${table.reason} in ${sqlList(WALLET_ENTRY_REASONS)}`),
    check('wallet_entries_amount_positive', sql`${table.amountMinor} > 0`),
    check('wallet_entries_balance_not_negative', sql`${table.balanceAfterMinor} >= 0`),
    // An order is paid from the wallet once and refunded once, at most...
    uniqueIndex('wallet_entries_order_reason')
      .on(table.orderId, table.reason)
      .where(sql`${table.orderId} is not null and ${table.reason} <> 'problem_refund'`),
    // ...and each of its problem reports is paid out once, at most.
    uniqueIndex('wallet_entries_problem_report').on(table.problemReportId),
  ],
);
