import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { sessions, users } from './tables';
import type { UserRow } from './users-sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every signed-in request asks this, so it is prepared once (preparedOnce): no
 * SQL to compose, parse or plan on each request. It still reads the database
 * each time, so a revoked session ends at once on every instance.
 */
function prepareLiveSession(db: Database, name: string) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        // Deactivation revokes every session too; this holds should one start meanwhile.
        isNull(users.deactivatedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare(name);
}

export const sessionsSql = {
  /** Starts a session and returns the token, which is shown to the client once. */
  async start(db: Database, userId: string, ttlDays: number): Promise<string> {
    const { token, tokenHash } = newSessionToken();
    await db.insert(sessions).values({
      userId,
      tokenHash,
      expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    });
    return token;
  },

  /** The user behind a live token: not revoked, not expired, not deactivated. */
  async findUser(
    db: Database,
    token: string,
  ): Promise<{ user: UserRow; sessionId: string } | undefined> {
    const query = preparedOnce(db, 'sessions_find_live_user', (name) =>
      prepareLiveSession(db, name),
    );
    const [row] = await query.execute({ tokenHash: hashToken(token) });
    return row;
  },

  async revoke(db: Database, sessionId: string): Promise<void> {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  },

  /** Revokes every live session of the user, in the caller's transaction or on its own. */
  async revokeAllForUser(db: Database, userId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  },

  /** Revokes every live session of the user except `keepSessionId` (the one asking). */
  async revokeOthersForUser(db: Database, userId: string, keepSessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, userId),
          ne(sessions.id, keepSessionId),
          isNull(sessions.revokedAt),
        ),
      );
  },
};
