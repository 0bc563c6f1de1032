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
import { POINTS_ENTRY_KINDS } from '@storefront/shared/contracts';
// The tables they refer to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, users } from '../../db/schema';
import { sqlList } from '../../db/sql-list';

/** Loyalty points: earned on completed orders, redeemed for wallet credit. Same locking as the wallet. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POINTS_ENTRY_KINDS }).notNull(),
    /** Positive when earned, negative when redeemed. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_entries_user_id').on(table.userId, table.id),
    check('points_entries_kind_check', sql`${table.kind} in ${sqlList(POINTS_ENTRY_KINDS)}`),
    check(
      'points_entries_sign_check',
      sql`(${table.kind} = 'earned' and ${table.points} > 0) or (${table.kind} = 'redeemed' and ${table.points} < 0)`,
    ),
    check('points_entries_balance_not_negative', sql`${table.balanceAfter} >= 0`),
    // An order earns points once.
    uniqueIndex('points_entries_order_earned')
      .on(table.orderId)
      .where(sql`${table.kind} = 'earned'`),
  ],
);
