import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes, users, type OtpPurpose } from './tables';
import { hashOtp, newOtpCode, otpMatches } from '../../lib/otp';
import type { UserRow } from './users-sql';

export interface OtpLimits {
  ttlSeconds: number;
  resendSeconds: number;
  maxSendsPerHour: number;
  maxAttempts: number;
}

export type IssueOtpResult =
  | { status: 'issued'; id: string; code: string; mobile: string }
  | { status: 'already-verified' }
  | { status: 'too-soon'; retryAfterSeconds: number }
  | { status: 'hourly-limit'; retryAfterSeconds: number };

export type CheckOtpResult =
  | { status: 'verified'; user: UserRow }
  | { status: 'not-found' }
  | { status: 'expired' }
  | { status: 'too-many-tries' }
  | { status: 'wrong'; triesLeft: number };

const HOUR_SECONDS = 60 * 60;

// Times come from the database clock, the one clock that every API instance
// shares. statement_timestamp() rather than now(), because now() is frozen at
// the start of a transaction that may have waited for the user's row lock; and
// rather than clock_timestamp(), which moves within a statement, so a row's
// created and expiry times written together would be microseconds more than
// the lifetime apart.
const DB_NOW = sql`statement_timestamp()`;

export const otpSql = {
  /**
   * Makes a new code of the purpose for the user's own mobile, or for
   * `newMobile` the user is moving to, unless the send limits (counted per
   * number) say no. The user's row is locked first, so simultaneous requests
   * check and insert one at a time and the limits hold under any load. A
   * verified number needs no verification code, but may still get a reset code.
   */
  async issue(
    db: Database,
    limits: OtpLimits,
    userId: string,
    { purpose = 'verify_mobile', newMobile }: { purpose?: OtpPurpose; newMobile?: string } = {},
  ): Promise<IssueOtpResult> {
    return db.transaction(async (tx) => {
      const [user] = await tx
        .select({ mobile: users.mobile, mobileVerifiedAt: users.mobileVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw new Error(`No user ${userId}`);
      if (purpose === 'verify_mobile' && !newMobile && user.mobileVerifiedAt) {
        return { status: 'already-verified' as const };
      }
      const mobile = newMobile ?? user.mobile;

      const [recent] = await tx
        .select({
          sends: count(),
          sinceNewest: sql<
            number | null
          >`extract(epoch from ${DB_NOW} - max(${otpCodes.createdAt}))::float8`,
          sinceOldest: sql<
            number | null
          >`extract(epoch from ${DB_NOW} - min(${otpCodes.createdAt}))::float8`,
        })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.mobile, mobile),
            gt(otpCodes.createdAt, sql`${DB_NOW} - interval '1 hour'`),
          ),
        );
      const sends = recent?.sends ?? 0;
      if (sends >= limits.maxSendsPerHour) {
        return {
          status: 'hourly-limit' as const,
          retryAfterSeconds: waitFor(HOUR_SECONDS, recent?.sinceOldest),
        };
      }
      const sinceNewest = recent?.sinceNewest;
      if (sinceNewest !== null && sinceNewest !== undefined) {
        if (Number(sinceNewest) < limits.resendSeconds) {
          return {
            status: 'too-soon' as const,
            retryAfterSeconds: waitFor(limits.resendSeconds, sinceNewest),
          };
        }
      }

      // Only the newest code of a purpose is ever checked, so this one makes older ones dead.
      const id = randomUUID();
      const code = newOtpCode();
      await tx.insert(otpCodes).values({
        id,
        userId,
        purpose,
        mobile,
        codeHash: hashOtp(id, code),
        createdAt: DB_NOW,
        expiresAt: sql`${DB_NOW} + make_interval(secs => ${limits.ttlSeconds})`,
      });
      return { status: 'issued' as const, id, code, mobile };
    });
  },

  /** Takes back a code whose text could not be sent, so it neither works nor counts. */
  async discard(db: Database, id: string): Promise<void> {
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
  },

  /**
   * Checks a code against the user's newest one of the purpose, for
   * `mobile`: the number the account has now, or with `adopt` the new number
   * the code was sent to, which then becomes the account's (verified) in the
   * same transaction. Adopting a number another account took meanwhile
   * throws the unique violation, and the code stays unused. A right code
   * proves the number, so it becomes verified; `alsoDo` runs in the same
   * transaction, so what the code was for happens if and only if it is spent.
   */
  async check(
    db: Database,
    limits: OtpLimits,
    userId: string,
    mobile: string,
    code: string,
    {
      purpose = 'verify_mobile',
      adopt = false,
      alsoDo,
    }: {
      purpose?: OtpPurpose;
      adopt?: boolean;
      alsoDo?: (tx: Database) => Promise<void>;
    } = {},
  ): Promise<CheckOtpResult> {
    const [latest] = await db
      .select({
        id: otpCodes.id,
        mobile: otpCodes.mobile,
        codeHash: otpCodes.codeHash,
        attempts: otpCodes.attempts,
        consumedAt: otpCodes.consumedAt,
        expired: sql<boolean>`${otpCodes.expiresAt} <= ${DB_NOW}`,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!latest || latest.consumedAt || latest.mobile !== mobile) return { status: 'not-found' };
    if (latest.expired) return { status: 'expired' };
    if (latest.attempts >= limits.maxAttempts) return { status: 'too-many-tries' };

    if (!otpMatches(latest.id, code, latest.codeHash)) {
      // Counted in one conditional UPDATE, so parallel guesses can never get past the limit.
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, latest.id), lt(otpCodes.attempts, limits.maxAttempts)))
        .returning({ attempts: otpCodes.attempts });
      if (!counted || counted.attempts >= limits.maxAttempts) return { status: 'too-many-tries' };
      return { status: 'wrong', triesLeft: limits.maxAttempts - counted.attempts };
    }

    return db.transaction(async (tx) => {
      // The same conditions again, in the UPDATE itself: a code can be used once,
      // and not after it expired or ran out of tries while this request was checking it.
      const [consumed] = await tx
        .update(otpCodes)
        .set({ consumedAt: DB_NOW })
        .where(
          and(
            eq(otpCodes.id, latest.id),
            isNull(otpCodes.consumedAt),
            lt(otpCodes.attempts, limits.maxAttempts),
            gt(otpCodes.expiresAt, DB_NOW),
          ),
        )
        .returning({ id: otpCodes.id });
      if (!consumed) return { status: 'not-found' as const };
      await tx
        .update(users)
        .set({
          ...(adopt ? { mobile } : {}),
          // A number proved again keeps the date it was first proved; a new one is proved now.
          mobileVerifiedAt: adopt ? DB_NOW : sql`coalesce(${users.mobileVerifiedAt}, ${DB_NOW})`,
          updatedAt: DB_NOW,
        })
        .where(eq(users.id, userId));
      await alsoDo?.(tx);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      return { status: 'verified' as const, user: user! };
    });
  },
};

/** Whole seconds until `elapsed` reaches `limit`, at least 1. */
function waitFor(limit: number, elapsed: number | null | undefined): number {
  return Math.max(1, Math.ceil(limit - Number(elapsed ?? 0)));
}
