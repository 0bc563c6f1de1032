import { z } from 'zod';
import './zod-config';
import { authResponseSchema } from './auth';
import { text } from './text';

// Two-factor sign-in for staff: a code from an authenticator app (TOTP), or
// one of ten single-use recovery codes. The server and the console both read
// these shapes.

/** How many recovery codes a person is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits from the authenticator app; spaces, as some apps show them, are dropped. */
export const totpCodeSchema = text()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code as printed (xxxx-xxxx-xxxx); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = text()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z.string().regex(/^[a-z2-7]{12}$/, 'Enter a recovery code as it was shown: xxxx-xxxx-xxxx'),
  );

/** What a person scans, or types, to add the account to their authenticator app. */
export const twoFactorEnrolmentSchema = z.object({
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code as an SVG data URL, drawn by the server so the page needs no QR library. */
  qr: z.string(),
  /** The secret in base32, for typing in when the camera is no help. */
  secret: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/**
 * The right password of someone with a second step to take: no session yet,
 * only a short-lived challenge to answer at POST /api/auth/two-factor.
 */
export const twoFactorStepSchema = z.discriminatedUnion('kind', [
  /** Two-factor is on: answer with a code (or a recovery code). */
  z.object({ kind: z.literal('code'), challenge: z.string() }),
  /** The role needs two-factor and it is not on yet: scan, then answer with the first code. */
  twoFactorEnrolmentSchema.extend({ kind: z.literal('setup'), challenge: z.string() }),
]);
export type TwoFactorStep = z.infer<typeof twoFactorStepSchema>;

/** What POST /api/auth/login answers: a session, or the second step to take first. */
export const loginResponseSchema = z.union([
  authResponseSchema,
  z.object({ twoFactor: twoFactorStepSchema }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Whether a login answer still needs the second step. */
export const needsTwoFactor = (answer: LoginResponse): answer is { twoFactor: TwoFactorStep } =>
  'twoFactor' in answer;

/** The second step: the challenge with a code from the app, or with a recovery code. */
export const twoFactorAnswerSchema = z
  .object({
    challenge: text().min(1, 'Sign in again with your password').max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .superRefine((answer, context) => {
    if ((answer.code === undefined) === (answer.recoveryCode === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['code'],
        message: 'Enter the code from your authenticator app, or a recovery code (not both)',
      });
    }
  });
export type TwoFactorAnswer = z.input<typeof twoFactorAnswerSchema>;

/** A session, and, when the step finished a setup, the recovery codes shown this once. */
export const twoFactorSignInResponseSchema = authResponseSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type TwoFactorSignInResponse = z.infer<typeof twoFactorSignInResponseSchema>;

/** A signed-in person's two-factor state, for the console's page. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Their role needs it, so it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A current code from the app: confirms a setup, regenerates recovery codes, turns it off. */
export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;
