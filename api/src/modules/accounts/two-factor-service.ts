import {
  ROLES_NEEDING_TWO_FACTOR,
  type StaffRole,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  type TwoFactorStep,
} from '@storefront/shared/contracts';
import type { AuditAction } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { acceptedTimeStep, newTotpSecret, otpauthUrl, qrDataUrl } from '../../lib/totp';
import { recordAudit } from '../audit/service';
import { accountsRepository } from './repository';
import type { UserRow } from './users-sql';

const { twoFactor: store, users: usersSql } = accountsRepository;

export interface TwoFactorSettings {
  /** How long the step between password and session lasts. */
  challengeTtlSeconds: number;
  /** Wrong codes one challenge takes before it dies. */
  maxAttempts: number;
  /** The name the authenticator app shows above the code: the site's host. */
  issuer: string;
}

/** The second step's answer: a code from the app, or a recovery code. */
export type TwoFactorProof = { code: string } | { recoveryCode: string };

export const requiresTwoFactor = (staffRole: StaffRole | null) =>
  staffRole !== null && ROLES_NEEDING_TWO_FACTOR.includes(staffRole);

const challengeGone = () =>
  new HttpError(
    401,
    'TWO_FACTOR_CHALLENGE_EXPIRED',
    'This sign-in has expired or was already used. Sign in again with your password.',
    'challenge',
  );

const wrongProof = (field: 'code' | 'recoveryCode', triesLeft?: number) =>
  new HttpError(
    401,
    'TWO_FACTOR_CODE_WRONG',
    (field === 'code'
      ? 'That code is not right, or was already used. Enter the current code from your authenticator app.'
      : 'That recovery code is not right, or was already used.') +
      (triesLeft === undefined ? '' : ` ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`),
    field,
  );

const notStaff = () =>
  new HttpError(403, 'FORBIDDEN', 'Two-factor sign-in is for members of staff.');

/** Each change is the person's own, recorded on the store's audit log like any staff action. */
function audit(tx: Database, user: UserRow, action: AuditAction, summary: string) {
  return recordAudit(tx, {
    storeId: user.storeId,
    operatorId: user.id,
    action,
    entityType: 'staff',
    entityId: user.id,
    summary: `${user.name}: ${summary}`,
  });
}

/**
 * Two-factor sign-in: the step after the password for staff who have it on
 * (or whose role needs it and must set it up), and their own settings.
 */
export function createTwoFactorService(db: Database, settings: TwoFactorSettings) {
  async function enrolment(user: UserRow): Promise<TwoFactorEnrolment> {
    const secret = newTotpSecret();
    await store.startSetup(db, user.id, secret);
    const url = otpauthUrl(secret, settings.issuer, user.email ?? user.mobile);
    return { otpauthUrl: url, qr: await qrDataUrl(url), secret };
  }

  /** Checks a current code against the locked secret and spends its time step; false when wrong. */
  async function spendCode(tx: Database, userId: string, code: string): Promise<boolean> {
    const secret = await store.lockSecret(tx, userId);
    if (!secret) return false;
    const step = await acceptedTimeStep(secret.secret, code, secret.lastTimeStep);
    if (step === null) return false;
    await store.markCodeUsed(tx, userId, step);
    return true;
  }

  /** For a signed-in person's own changes: their confirmed secret and a current code, or a 4xx. */
  async function withCurrentCode<T>(
    user: UserRow,
    code: string,
    change: (tx: Database) => Promise<T>,
  ): Promise<T> {
    if (user.role !== 'operator') throw notStaff();
    const result = await db.transaction(async (tx) => {
      const secret = await store.lockSecret(tx, user.id);
      if (!secret?.confirmedAt) return { off: true } as const;
      if (!(await spendCode(tx, user.id, code))) return { wrong: true } as const;
      return { done: await change(tx) };
    });
    if ('off' in result)
      throw new HttpError(409, 'TWO_FACTOR_OFF', 'Two-factor sign-in is not on.', 'code');
    if ('wrong' in result) throw wrongProof('code');
    return result.done;
  }

  return {
    settings,

    async status(user: UserRow): Promise<TwoFactorStatus> {
      const secret = await store.findSecret(db, user.id);
      return {
        enabled: Boolean(secret?.confirmedAt),
        required: requiresTwoFactor(user.staffRole),
        recoveryCodesLeft: secret?.confirmedAt ? await store.recoveryCodesLeft(db, user.id) : 0,
      };
    },

    /**
     * What the right password leads to: null for a session now, or the step
     * to take first. Staff with it on answer a code; an owner or manager
     * without it must set it up before they get a session.
     */
    async secondStep(user: UserRow): Promise<TwoFactorStep | null> {
      if (user.role !== 'operator') return null;
      const secret = await store.findSecret(db, user.id);
      const issue = (kind: TwoFactorStep['kind']) =>
        store.issueChallenge(db, user.id, kind, settings.challengeTtlSeconds);
      if (secret?.confirmedAt) return { kind: 'code', challenge: await issue('code') };
      if (!requiresTwoFactor(user.staffRole)) return null;
      const started = await enrolment(user);
      return { kind: 'setup', challenge: await issue('setup'), ...started };
    },

    /**
     * Answers a challenge: the user to start a session for, and the recovery
     * codes when it finished a setup. A wrong answer uses up a try; the last
     * one ends the challenge.
     */
    /** Whose sign-in a challenge would finish: their wrong answers count against their pause. */
    challengeUserId: (token: string) => store.challengeUserId(db, token),

    async answer(
      token: string,
      proof: TwoFactorProof,
    ): Promise<{ userId: string; recoveryCodes?: string[] }> {
      const field = 'code' in proof ? 'code' : 'recoveryCode';
      const outcome = await db.transaction(async (tx) => {
        const challenge = await store.lockChallenge(tx, token);
        if (!challenge || challenge.spentAt || challenge.expiresAt <= new Date())
          return { gone: true } as const;
        const { userId } = challenge;
        const right =
          'code' in proof
            ? await spendCode(tx, userId, proof.code)
            : challenge.kind === 'code' &&
              (await store.spendRecoveryCode(tx, userId, proof.recoveryCode));
        if (!right) {
          return { triesLeft: await store.countWrongAnswer(tx, challenge, settings.maxAttempts) };
        }
        await store.spendChallenge(tx, challenge.id);
        if (challenge.kind === 'code') return { userId };
        await store.confirm(tx, userId);
        const recoveryCodes = await store.replaceRecoveryCodes(tx, userId);
        const user = await usersSql.findById(tx, userId);
        if (user) await audit(tx, user, 'two_factor.enabled', 'turned on two-factor sign-in');
        return { userId, recoveryCodes };
      });
      if ('gone' in outcome) throw challengeGone();
      if (outcome.triesLeft !== undefined) {
        if (outcome.triesLeft <= 0) throw challengeGone();
        throw wrongProof(field, outcome.triesLeft);
      }
      return { userId: outcome.userId, recoveryCodes: outcome.recoveryCodes };
    },

    /** A signed-in member of staff starts turning it on: scan this, then confirm with a code. */
    async startSetup(user: UserRow): Promise<TwoFactorEnrolment> {
      if (user.role !== 'operator') throw notStaff();
      if ((await store.findSecret(db, user.id))?.confirmedAt) {
        throw new HttpError(409, 'TWO_FACTOR_ON', 'Two-factor sign-in is already on.');
      }
      return enrolment(user);
    },

    /** The first code from the app turns it on; answers the recovery codes, shown once. */
    async confirmSetup(user: UserRow, code: string): Promise<string[]> {
      if (user.role !== 'operator') throw notStaff();
      const result = await db.transaction(async (tx) => {
        const secret = await store.lockSecret(tx, user.id);
        if (!secret || secret.confirmedAt) return { noSetup: true } as const;
        if (!(await spendCode(tx, user.id, code))) return { wrong: true } as const;
        await store.confirm(tx, user.id);
        await audit(tx, user, 'two_factor.enabled', 'turned on two-factor sign-in');
        return { codes: await store.replaceRecoveryCodes(tx, user.id) };
      });
      if ('noSetup' in result) {
        throw new HttpError(
          409,
          'TWO_FACTOR_NO_SETUP',
          'Start the setup first: there is no new secret to confirm.',
        );
      }
      if ('wrong' in result) throw wrongProof('code');
      return result.codes;
    },

    /** New recovery codes for a current code; the old ones stop working. */
    regenerateRecoveryCodes: (user: UserRow, code: string) =>
      withCurrentCode(user, code, async (tx) => {
        await audit(tx, user, 'two_factor.recovery_codes_replaced', 'made new recovery codes');
        return store.replaceRecoveryCodes(tx, user.id);
      }),

    /** Turns it off for a current code, only for a role that does not need it. */
    async disable(user: UserRow, code: string): Promise<void> {
      if (requiresTwoFactor(user.staffRole)) {
        throw new HttpError(
          403,
          'TWO_FACTOR_REQUIRED',
          'Your role needs two-factor sign-in, so it stays on.',
        );
      }
      await withCurrentCode(user, code, async (tx) => {
        await store.remove(tx, user.id);
        await audit(tx, user, 'two_factor.disabled', 'turned off two-factor sign-in');
      });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
