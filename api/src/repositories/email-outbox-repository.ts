import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema';

export interface OutboxEmail {
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

export function createEmailOutboxRepository(db: Database) {
  return {
    async add(email: { to: string; subject: string; text: string }): Promise<void> {
      await db
        .insert(emailOutbox)
        .values({ recipient: email.to, subject: email.subject, body: email.text });
    },

    /** The newest e-mails to one address first. */
    async listFor(recipient: string, limit = 50): Promise<OutboxEmail[]> {
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
}

export type EmailOutboxRepository = ReturnType<typeof createEmailOutboxRepository>;
