import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TOPICS,
} from '@storefront/shared/contracts';
// The tables they refer to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, users } from '../../db/schema';
import { sqlList } from '../../db/sql-list';

/**
 * The notification outbox: each message a customer is owed, written in the
 * same transaction as the change it tells of, and sent after the commit by
 * the dispatcher. A row is claimed by setting claimed_until under FOR UPDATE
 * SKIP LOCKED, so no two dispatchers send it at once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /** The E.164 mobile or e-mail address as it was when the message was written. */
    recipient: text('recipient').notNull(),
    /** The e-mail's subject; empty for a text. */
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one dispatcher is sending the row. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_due')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('notifications_user_id').on(table.userId, table.id),
    check('notifications_topic_check', sql`${table.topic} in ${sqlList(NOTIFICATION_TOPICS)}`),
    check(
      'notifications_channel_check',
      sql`${table.channel} in ${sqlList(NOTIFICATION_CHANNELS)}`,
    ),
    check('notifications_status_check', sql`${table.status} in ${sqlList(NOTIFICATION_STATUSES)}`),
  ],
);

/** Every e-mail the default e-mail provider "sends", so local use and tests can read them. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_recipient_created').on(table.recipient, table.createdAt)],
);

/** Every text message the default SMS provider "sends", so local use and tests can read codes. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_mobile_created').on(table.mobile, table.createdAt)],
);
