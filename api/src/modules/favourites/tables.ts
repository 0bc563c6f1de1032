import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
// The tables it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { products, users } from '../../db/schema';

/** The products a customer marked as favourites. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);
