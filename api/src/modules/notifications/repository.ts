import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  type CustomerNotification,
  type NotificationChannel,
  type NotificationTopic,
  type Page,
} from '@storefront/shared/contracts';
import { NOTIFICATION_PAGE_SIZE } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { preparedStatement } from '../../db/raw-rows';
import { emailOutbox, notifications, smsOutbox } from './tables';
import { orderView } from '../orders/service';

export interface NewNotification {
  userId: string;
  topic: NotificationTopic;
  channel: NotificationChannel;
  recipient: string;
  subject: string;
  body: string;
  orderId: string | null;
}

export type ClaimedNotification = typeof notifications.$inferSelect;

export interface OutboxMessage {
  mobile: string;
  body: string;
  createdAt: string;
}

export interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

// One text however many messages, so it is prepared once: every order's change writes some.
const insertRows = preparedStatement<never, { rows: string }>(
  'notifications_insert',
  () => sql`
    insert into notifications (user_id, topic, channel, recipient, subject, body, order_id)
    select "userId", topic, channel, recipient, subject, body, "orderId"
    from json_to_recordset(${sql.placeholder('rows')}::json) as n(
      "userId" uuid, topic text, channel text, recipient text, subject text, body text,
      "orderId" uuid
    )`,
);

/**
 * A placed order's messages, a step of checkout's one writing statement: the
 * rows (NewNotification without orderId, as JSON text) for the order whose id
 * `orderId` reads from `from`, the statement's row of the placed order.
 */
export const insertOrderNotificationsStatement = (
  rows: SQLWrapper,
  orderId: SQLWrapper,
  from: SQLWrapper,
) => sql`
      insert into notifications (user_id, topic, channel, recipient, subject, body, order_id)
      select n."userId", n.topic, n.channel, n.recipient, n.subject, n.body, ${orderId}
      from ${from}, json_to_recordset(${rows}::json) as n(
        "userId" uuid, topic text, channel text, recipient text, subject text, body text
      )`;

/**
 * A message the dispatcher should send now: pending, its time come, no live
 * claim on it. 'pending' is written as a literal, not a parameter: the index
 * notifications_due holds pending messages only, and a generic plan (every
 * plan on the embedded PGlite is one: db/database.ts) can use it only when it
 * sees the value. With a parameter, each poll on PGlite read the whole outbox,
 * 195,342 messages at the medium size: 70-120 ms of its one connection every
 * second under load (issue 47).
 */
const isDue = () =>
  and(
    sql`${notifications.status} = 'pending'`,
    lte(notifications.nextAttemptAt, sql`now()`),
    or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, sql`now()`)),
  );

/** The ids of up to `limit` due messages, oldest due first, locked; those another dispatcher holds passed over. */
export const dueNotifications = (db: Database, limit: number) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isDue())
    .orderBy(notifications.nextAttemptAt, notifications.id)
    .limit(limit)
    .for('update', { skipLocked: true });

/** All of the notifications' SQL, and the outboxes'; each function takes the database handle it runs on. */
export const notificationsRepository = {
  /** Writes messages in the caller's transaction, so they exist exactly when the change does. */
  async insert(tx: Database, rows: NewNotification[]): Promise<void> {
    if (rows.length > 0) await insertRows(tx, { rows: JSON.stringify(rows) });
  },

  /**
   * Claims up to `limit` messages that are due, for `leaseMs`: rows another
   * dispatcher holds (locked now, or claimed and not yet expired) are passed
   * over, so no message is sent by two dispatchers at once. A dispatcher that
   * dies mid-send lets its claim run out, and the row is tried again.
   */
  async claimDue(db: Database, limit: number, leaseMs: number): Promise<ClaimedNotification[]> {
    // One statement: the rows are picked, locked and leased before any other dispatcher looks.
    const due = dueNotifications(db, limit);
    return db
      .update(notifications)
      .set({
        claimedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        attempts: sql`${notifications.attempts} + 1`,
      })
      .where(inArray(notifications.id, due))
      .returning();
  },

  /** Messages sent: marked in one statement after each batch. */
  async markSent(db: Database, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(notifications)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
      .where(inArray(notifications.id, ids));
  },

  /** A failed try: tried again after `retryInMs`, or given up when that is null. */
  async markFailed(
    db: Database,
    id: number,
    error: string,
    retryInMs: number | null,
  ): Promise<void> {
    await db
      .update(notifications)
      .set(
        retryInMs === null
          ? { status: 'failed', claimedUntil: null, lastError: error }
          : {
              claimedUntil: null,
              lastError: error,
              nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval`,
            },
      )
      .where(eq(notifications.id, id));
  },

  /** What the store has told one customer, newest first. */
  async listForUser(
    db: Database,
    userId: string,
    page: number,
  ): Promise<Page<CustomerNotification>> {
    const where = eq(notifications.userId, userId);
    const order = orderView('order');
    const rows = await db
      .select({ notification: notifications, orderNumber: order.number })
      .from(notifications)
      .leftJoin(order, eq(order.id, notifications.orderId))
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE);
    const [counted] = await db.select({ total: count() }).from(notifications).where(where);
    return {
      items: rows.map(({ notification: row, orderNumber }) => ({
        id: String(row.id),
        topic: row.topic,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        orderId: row.orderId,
        orderNumber,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      page,
      pageSize: NOTIFICATION_PAGE_SIZE,
      total: counted?.total ?? 0,
    };
  },

  /** Every message to one customer, gone with their account. */
  async deleteForUser(tx: Database, userId: string): Promise<void> {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
  },

  async addSms(db: Database, mobile: string, body: string): Promise<void> {
    await db.insert(smsOutbox).values({ mobile, body });
  },

  /** The newest texts to one number first. */
  async smsTo(db: Database, mobile: string, limit = 50): Promise<OutboxMessage[]> {
    const rows = await db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(limit);
    return rows.map((row) => ({
      mobile: row.mobile,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  },

  async addEmail(db: Database, email: { to: string; subject: string; text: string }) {
    await db
      .insert(emailOutbox)
      .values({ recipient: email.to, subject: email.subject, body: email.text });
  },

  /** The newest e-mails to one address first. */
  async emailsTo(db: Database, recipient: string, limit = 50): Promise<OutboxEmail[]> {
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, recipient))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit);
    return rows.map((row) => ({
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  },
};
