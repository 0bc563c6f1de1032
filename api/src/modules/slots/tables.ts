import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DELIVERY_OPTIONS } from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';
import { stores } from '../store/tables';

/** When the store delivers or hands over orders: a weekday's window, in the store's own time. */
export const slotWindows = pgTable(
  'slot_windows',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    deliveryOption: text('delivery_option', { enum: DELIVERY_OPTIONS }).notNull(),
    /** ISO: 1 is Monday, 7 is Sunday. */
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    /** Orders close this many minutes before the slot starts. */
    cutoffMinutes: integer('cutoff_minutes').notNull().default(120),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('slot_windows_store_option_day_start').on(
      table.storeId,
      table.deliveryOption,
      table.weekday,
      table.startTime,
    ),
    check(
      'slot_windows_delivery_option_check',
      sql`${table.deliveryOption} in ${sqlList(DELIVERY_OPTIONS)}`,
    ),
    check('slot_windows_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('slot_windows_times_check', sql`${table.endTime} > ${table.startTime}`),
    check('slot_windows_capacity_check', sql`${table.capacity} between 1 and 1000`),
    check('slot_windows_cutoff_check', sql`${table.cutoffMinutes} >= 0`),
  ],
);

/**
 * How many orders one window holds on one date. Checkout adds to it in one
 * statement that refuses when the window is full, so two checkouts can never
 * both take its last place.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    windowId: integer('window_id')
      .notNull()
      .references(() => slotWindows.id),
    date: date('date').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.windowId, table.date] }),
    check('slot_bookings_booked_check', sql`${table.booked} >= 0`),
  ],
);
