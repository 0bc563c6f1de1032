import { and, count, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetLinks, users } from './tables';
import { hashToken, newSessionToken } from '../../lib/tokens';

export interface ResetLinkLimits {
  ttlSeconds: number;
  /** The same waits as texted codes, so an inbox cannot be flooded either. */
  resendSeconds: number;
  maxSendsPerHour: number;
}

export type IssueResetLinkResult =
  { status: 'issued'; id: string; token: string } | { status: 'limited' };

export type SpendResetLinkResult = { status: 'spent'; userId: string } | { status: 'invalid' };

// The database clock, shared by every API instance (see otp-repository.ts).
const DB_NOW = sql`statement_timestamp()`;

export const resetLinksSql = {
  /**
   * A new link for the account's e-mail address, unless the send limits say
   * no; it replaces every older link of the account. The user's row is locked
   * so that simultaneous requests take turns.
   */
  async issue(
    db: Database,
    limits: ResetLinkLimits,
    userId: string,
    email: string,
  ): Promise<IssueResetLinkResult> {
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [recent] = await tx
        .select({
          sends: count(),
          sinceNewest: sql<
            number | null
          >`extract(epoch from ${DB_NOW} - max(${passwordResetLinks.createdAt}))::float8`,
        })
        .from(passwordResetLinks)
        .where(
          and(
            eq(passwordResetLinks.userId, userId),
            gt(passwordResetLinks.createdAt, sql`${DB_NOW} - interval '1 hour'`),
          ),
        );
      const sinceNewest = recent?.sinceNewest;
      if (
        (recent?.sends ?? 0) >= limits.maxSendsPerHour ||
        (sinceNewest !== null &&
          sinceNewest !== undefined &&
          Number(sinceNewest) < limits.resendSeconds)
      ) {
        return { status: 'limited' as const };
      }

      await tx
        .update(passwordResetLinks)
        .set({ spentAt: DB_NOW })
        .where(and(eq(passwordResetLinks.userId, userId), isNull(passwordResetLinks.spentAt)));
      const { token, tokenHash } = newSessionToken();
      const [link] = await tx
        .insert(passwordResetLinks)
        .values({
          userId,
          email,
          tokenHash,
          createdAt: DB_NOW,
          expiresAt: sql`${DB_NOW} + make_interval(secs => ${limits.ttlSeconds})`,
        })
        .returning({ id: passwordResetLinks.id });
      return { status: 'issued' as const, id: link!.id, token };
    });
  },

  /** Takes back a link whose e-mail could not be sent, so it neither works nor counts. */
  async discard(db: Database, id: string): Promise<void> {
    await db.delete(passwordResetLinks).where(eq(passwordResetLinks.id, id));
  },

  /**
   * Spends a live link, once, and runs `alsoDo` in the same transaction, so the
   * new password is set if and only if the link is used up. A link works only
   * while the account still has the address it was sent to.
   */
  async spend(
    db: Database,
    token: string,
    alsoDo: (tx: Database, userId: string) => Promise<void>,
  ): Promise<SpendResetLinkResult> {
    return db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResetLinks)
        .set({ spentAt: DB_NOW })
        .where(
          and(
            eq(passwordResetLinks.tokenHash, hashToken(token)),
            isNull(passwordResetLinks.spentAt),
            gt(passwordResetLinks.expiresAt, DB_NOW),
            exists(
              tx
                .select({ id: users.id })
                .from(users)
                .where(
                  and(
                    eq(users.id, passwordResetLinks.userId),
                    eq(users.email, passwordResetLinks.email),
                  ),
                ),
            ),
          ),
        )
        .returning({ userId: passwordResetLinks.userId });
      if (!spent) return { status: 'invalid' as const };
      await alsoDo(tx, spent.userId);
      return { status: 'spent' as const, userId: spent.userId };
    });
  },
};
