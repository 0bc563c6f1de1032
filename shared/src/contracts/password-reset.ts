import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { emailSchema, mobileSchema, passwordSchema } from './auth';

/** Where a reset goes: a texted code to a mobile number, or a one-time link to an e-mail address. */
export type PasswordResetTarget =
  { channel: 'sms'; mobile: string } | { channel: 'email'; email: string };

/**
 * POST /api/auth/password-reset — what the customer signs in with, a mobile
 * number or an e-mail address (as at sign-in). The output says which.
 */
export const passwordResetRequestSchema = z
  .object({
    identifier: text()
      .trim()
      .min(1, 'Enter your mobile number or e-mail')
      .max(254, 'Use at most 254 characters')
      .transform((value, context): PasswordResetTarget => {
        const parsed = value.includes('@')
          ? emailSchema.safeParse(value)
          : mobileSchema.safeParse(value);
        if (!parsed.success) {
          context.addIssue({
            code: 'custom',
            message: value.includes('@')
              ? 'Enter a valid e-mail address'
              : 'Enter a valid mobile number or e-mail',
          });
          return z.NEVER;
        }
        return value.includes('@')
          ? { channel: 'email', email: parsed.data }
          : { channel: 'sms', mobile: parsed.data };
      }),
  })
  .strict();
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/**
 * The answer to a reset request: the same whether or not an account matches,
 * and whether or not anything could be sent this time. `channel` only echoes
 * what was typed.
 */
export const passwordResetRequestedSchema = z.object({
  channel: z.enum(['sms', 'email']),
  message: z.string(),
  /** How long the code or the link works. */
  expiresInSeconds: z.number().int(),
  /** When another may be asked for. */
  resendInSeconds: z.number().int(),
});
export type PasswordResetRequested = z.infer<typeof passwordResetRequestedSchema>;

const codeSchema = text()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

const tokenSchema = text()
  .trim()
  .min(1, 'This reset link is incomplete. Ask for a new one.')
  .max(128, 'This reset link is not valid. Ask for a new one.');

/**
 * POST /api/auth/password-reset/confirm — the new password, with either the
 * e-mailed link's token, or the mobile number and the texted code.
 */
export const passwordResetConfirmSchema = z
  .object({
    token: tokenSchema.optional(),
    mobile: mobileSchema.optional(),
    code: codeSchema.optional(),
    password: passwordSchema,
  })
  .strict()
  .superRefine((body, context) => {
    if (body.token !== undefined) {
      for (const field of ['mobile', 'code'] as const) {
        if (body[field] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: 'Send either the link’s token, or the mobile number and the code.',
          });
        }
      }
      return;
    }
    if (body.mobile === undefined) {
      context.addIssue({ code: 'custom', path: ['mobile'], message: 'Enter your mobile number' });
    }
    if (body.code === undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code' });
    }
  });
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmSchema>;
