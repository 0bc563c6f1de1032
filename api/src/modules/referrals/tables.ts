import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
// The tables they refer to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, users } from '../../db/schema';

/**
 * One row per referred customer whose first completed order rewarded both
 * sides. The primary key is the referred customer: one reward each, ever.
 */
export const referralRewards = pgTable('referral_rewards', {
  referredUserId: uuid('referred_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referrerUserId: uuid('referrer_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  /** What each side received, in minor units. */
  rewardMinor: integer('reward_minor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
