import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// The table it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { users } from '../../db/schema';

/** A customer's saved delivery addresses, at most one of them the default. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    /** E.164. */
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user').on(table.userId),
    // The database itself refuses a second default for one customer.
    uniqueIndex('addresses_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);
