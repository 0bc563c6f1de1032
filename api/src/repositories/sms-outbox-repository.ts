import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { smsOutbox } from '../db/schema';

export interface OutboxMessage {
  mobile: string;
  body: string;
  createdAt: string;
}

export function createSmsOutboxRepository(db: Database) {
  return {
    async add(mobile: string, body: string): Promise<void> {
      await db.insert(smsOutbox).values({ mobile, body });
    },

    /** The newest messages to one number first. */
    async listFor(mobile: string, limit = 50): Promise<OutboxMessage[]> {
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
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
