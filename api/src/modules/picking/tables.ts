import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PICK_STATES } from '@storefront/shared/operator-contracts';
import { sqlList } from '../../db/sql-list';
// The tables it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, slotWindows, stores, users } from '../../db/schema';

/** A picker's round of the shop: the orders they claimed, picked together. */
export const pickBatches = pgTable(
  'pick_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    pickerId: uuid('picker_id')
      .notNull()
      .references(() => users.id),
    /** The slot it was claimed for; null for "the next orders". */
    slotWindowId: integer('slot_window_id').references(() => slotWindows.id),
    slotDate: date('slot_date'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once every order in it was priced and moved on. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // A picker works one batch at a time: the app opens it again wherever they sign in.
    uniqueIndex('pick_batches_open_per_picker')
      .on(table.pickerId)
      .where(sql`${table.finishedAt} is null`),
  ],
);

/**
 * The orders in a batch, each with its tote's letter. An order is in one batch
 * ever: the unique order_id is what makes two pickers' claims race-safe.
 */
export const pickBatchOrders = pgTable(
  'pick_batch_orders',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => pickBatches.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    tote: text('tote').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.orderId] }),
    uniqueIndex('pick_batch_orders_order').on(table.orderId),
  ],
);

/**
 * Where each line of a claimed order is. `version` grows with every change,
 * so an action made against an older state of the line is refused.
 */
export const pickLines = pgTable(
  'pick_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id').notNull(),
    state: text('state', { enum: PICK_STATES }).notNull().default('to_pick'),
    /** How many went in the tote; null until the line is settled. */
    pickedQuantity: integer('picked_quantity'),
    /** Sold by weight: what the picked goods weigh together. */
    weightGrams: integer('weight_grams'),
    version: integer('version').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('pick_lines_state_check', sql`${table.state} in ${sqlList(PICK_STATES)}`),
    check(
      'pick_lines_settled_check',
      sql`(${table.state} = 'to_pick') = (${table.pickedQuantity} is null) and coalesce(${table.pickedQuantity}, 0) >= 0 and coalesce(${table.weightGrams}, 1) > 0`,
    ),
  ],
);

/**
 * Every action applied, by the key the device made for it: the same key
 * again answers what it answered then, and changes nothing.
 */
export const pickActions = pgTable(
  'pick_actions',
  {
    key: text('key').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => pickBatches.id),
    answer: jsonb('answer').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pick_actions_batch').on(table.batchId)],
);
