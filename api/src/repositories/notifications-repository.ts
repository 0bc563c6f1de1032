import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  type CustomerNotification,
  type NotificationChannel,
  type NotificationTopic,
  type Page,
} from '@storefront/shared/contracts';
import { NOTIFICATION_PAGE_SIZE } from '@storefront/shared/operator-contracts';
import type { Database } from '../db/database';
import { notifications, orders } from '../db/schema';
import { preparedStatement } from './raw-rows';

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

// One text however many messages, so it is prepared once: every order's change writes some.
const insertRows = preparedStatement<never, { rows: string }>(
  'notifications_insert',
  sql`
    insert into notifications (user_id, topic, channel, recipient, subject, body, order_id)
    select "userId", topic, channel, recipient, subject, body, "orderId"
    from json_to_recordset(${sql.placeholder('rows')}::json) as n(
      "userId" uuid, topic text, channel text, recipient text, subject text, body text,
      "orderId" uuid
    )`,
);

/** Writes messages in the caller's transaction, so they exist exactly when the change does. */
export async function insertNotifications(tx: Database, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await insertRows(tx, { rows: JSON.stringify(rows) });
}

export function createNotificationsRepository(db: Database) {
  return {
    /**
     * Claims up to `limit` messages that are due, for `leaseMs`: rows another
     * dispatcher holds (locked now, or claimed and not yet expired) are passed
     * over, so no message is sent by two dispatchers at once. A dispatcher that
     * dies mid-send lets its claim run out, and the row is tried again.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedNotification[]> {
      // One statement: the rows are picked, locked and leased before any other dispatcher looks.
      const due = db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.status, 'pending'),
            lte(notifications.nextAttemptAt, sql`now()`),
            or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(notifications.nextAttemptAt, notifications.id)
        .limit(limit)
        .for('update', { skipLocked: true });
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
    async markSent(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(inArray(notifications.id, ids));
    },

    /** A failed try: tried again after `retryInMs`, or given up when that is null. */
    async markFailed(id: number, error: string, retryInMs: number | null): Promise<void> {
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
    async listForUser(userId: string, page: number): Promise<Page<CustomerNotification>> {
      const where = eq(notifications.userId, userId);
      const rows = await db
        .select({ notification: notifications, orderNumber: orders.number })
        .from(notifications)
        .leftJoin(orders, eq(orders.id, notifications.orderId))
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
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
