import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS } from '@storefront/shared/contracts';
// The tables they refer to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { categories, orders, users } from '../../db/schema';
import { sqlList } from '../../db/sql-list';
import { stores } from '../store/tables';

/** A store's discount code, as the operator made it, with how often it has been used. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** Upper case: customers' codes are matched after upper-casing. */
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    minSpendMinor: integer('min_spend_minor').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Orders placed with the code and not cancelled; checkout locks the row to count. */
    uses: integer('uses').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_store_code').on(table.storeId, table.code),
    check('discount_codes_kind_check', sql`${table.kind} in ${sqlList(DISCOUNT_KINDS)}`),
    check(
      'discount_codes_offer_check',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 1 and 100 and ${table.amountOffMinor} is null)
        or (${table.kind} = 'amount' and ${table.amountOffMinor} > 0 and ${table.percentOff} is null)`,
    ),
    // The cap holds even if a checkout ever skipped the lock.
    check(
      'discount_codes_uses_check',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/** The categories a code is restricted to; a code with none applies to every category. */
export const discountCodeCategories = pgTable(
  'discount_code_categories',
  {
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountCodeId, table.categoryId] })],
);

/** One order placed with a code; a cancelled order's redemption is deleted, giving the use back. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountMinor: integer('discount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discount_redemptions_code_user').on(table.discountCodeId, table.userId),
    index('discount_redemptions_code_created').on(table.discountCodeId, table.createdAt),
  ],
);
