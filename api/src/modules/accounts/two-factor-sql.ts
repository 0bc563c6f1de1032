import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from './tables';

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 12 base32 characters (60 random bits), printed in threes of four: abcd-efgh-2345. */
function newRecoveryCode(): string {
  const code = Array.from(randomBytes(12), (byte) => BASE32[byte % 32]).join('');
  return code.match(/.{4}/g)!.join('-');
}

/** The stored form of a recovery code, from what the person typed or what was printed. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

export const twoFactorSql = {
  findSecret(db: Database, userId: string): Promise<TwoFactorSecretRow | undefined> {
    return db.query.twoFactorSecrets.findFirst({ where: eq(twoFactorSecrets.userId, userId) });
  },

  /** The person's secret, locked for the rest of the caller's transaction (one code at a time). */
  async lockSecret(tx: Database, userId: string): Promise<TwoFactorSecretRow | undefined> {
    const [row] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId))
      .for('update');
    return row;
  },

  /** A new secret awaiting its first code; it replaces any earlier one, confirmed or not. */
  async startSetup(db: Database, userId: string, secret: string): Promise<void> {
    await db
      .insert(twoFactorSecrets)
      .values({ userId, secret })
      .onConflictDoUpdate({
        target: twoFactorSecrets.userId,
        set: { secret, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
      });
  },

  async markCodeUsed(tx: Database, userId: string, timeStep: number): Promise<void> {
    await tx
      .update(twoFactorSecrets)
      .set({ lastTimeStep: timeStep })
      .where(eq(twoFactorSecrets.userId, userId));
  },

  async confirm(tx: Database, userId: string): Promise<void> {
    await tx
      .update(twoFactorSecrets)
      .set({ confirmedAt: new Date() })
      .where(eq(twoFactorSecrets.userId, userId));
  },

  /** Turns it off: the secret and every recovery code go. */
  async remove(tx: Database, userId: string): Promise<void> {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  },

  /** Ten new recovery codes, replacing every earlier one; answers them, shown this once. */
  async replaceRecoveryCodes(tx: Database, userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    return codes;
  },

  /** Spends an unused recovery code of the person; false when there is none such. */
  async spendRecoveryCode(tx: Database, userId: string, code: string): Promise<boolean> {
    const spent = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return spent.length > 0;
  },

  async recoveryCodesLeft(db: Database, userId: string): Promise<number> {
    const [row] = await db
      .select({ left: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row?.left ?? 0;
  },

  /** A new challenge for the person, ending any earlier one; answers its token, shown once. */
  async issueChallenge(
    db: Database,
    userId: string,
    kind: TwoFactorChallengeRow['kind'],
    ttlSeconds: number,
  ): Promise<string> {
    const { token, tokenHash } = newSessionToken();
    await db.transaction(async (tx) => {
      await tx
        .update(twoFactorChallenges)
        .set({ spentAt: new Date() })
        .where(and(eq(twoFactorChallenges.userId, userId), isNull(twoFactorChallenges.spentAt)));
      await tx.insert(twoFactorChallenges).values({
        userId,
        kind,
        tokenHash,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      });
    });
    return token;
  },

  /** Whose sign-in the challenge behind a token would finish, read without a lock. */
  async challengeUserId(db: Database, token: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: twoFactorChallenges.userId })
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, hashToken(token)));
    return row?.userId;
  },

  /** The challenge behind a token, locked for the caller's transaction; spent ones too. */
  async lockChallenge(tx: Database, token: string): Promise<TwoFactorChallengeRow | undefined> {
    const [row] = await tx
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, hashToken(token)))
      .for('update');
    return row;
  },

  /** A wrong answer: one try fewer, and none left ends the challenge. */
  async countWrongAnswer(tx: Database, challenge: TwoFactorChallengeRow, maxAttempts: number) {
    const attempts = challenge.attempts + 1;
    await tx
      .update(twoFactorChallenges)
      .set({ attempts, spentAt: attempts >= maxAttempts ? new Date() : null })
      .where(eq(twoFactorChallenges.id, challenge.id));
    return maxAttempts - attempts;
  },

  async spendChallenge(tx: Database, challengeId: string): Promise<void> {
    await tx
      .update(twoFactorChallenges)
      .set({ spentAt: new Date() })
      .where(eq(twoFactorChallenges.id, challengeId));
  },
};
