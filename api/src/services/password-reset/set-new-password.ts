import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { NotifyCustomer } from '../../modules/notifications/service';

/**
 * What a successful reset does, inside the transaction that spends the code or
 * the link: the new password, every session signed out (a thief's among them),
 * and the "your password was changed" text and e-mail, which always go.
 */
export async function setNewPassword(
  tx: Database,
  notifyCustomer: NotifyCustomer,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`clock_timestamp()` })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await notifyCustomer(tx, userId, { topic: 'password_changed' });
}
