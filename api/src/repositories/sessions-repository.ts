import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { hashToken, newSessionToken } from '../lib/tokens';
import type { UserRow } from './users-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSessionsRepository(db: Database, ttlDays: number) {
  // Every signed-in request asks this, so it is built once and, on
  // PostgreSQL, prepared once per connection: no SQL to compose, parse or
  // plan on each request. It still reads the database each time, so a
  // revoked session ends at once on every instance.
  const findLiveSession = db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('sessions_find_live_user');

  return {
    /** Starts a session and returns the token, which is shown to the client once. */
    async start(userId: string): Promise<string> {
      const { token, tokenHash } = newSessionToken();
      await db.insert(sessions).values({
        userId,
        tokenHash,
        expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
      });
      return token;
    },

    /** The user behind a live token: not revoked, not expired. */
    async findUser(token: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
      const [row] = await findLiveSession.execute({ tokenHash: hashToken(token) });
      return row;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Revokes every live session of the user except `keepSessionId` (the one asking). */
    async revokeOthersForUser(userId: string, keepSessionId: string): Promise<void> {
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
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
