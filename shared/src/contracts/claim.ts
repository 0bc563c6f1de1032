import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { mobileSchema, passwordSchema } from './auth';

// An imported customer claims the account the store made for them.

/** POST /api/auth/claim/start — texts a code to an imported customer's mobile; the answer never says whether one exists. */
export const claimStartSchema = z.object({ mobile: mobileSchema }).strict();
export type ClaimStartRequest = z.input<typeof claimStartSchema>;

/** POST /api/auth/claim/complete — the texted code and a new password; answers like sign-in. */
export const claimCompleteSchema = z
  .object({
    mobile: mobileSchema,
    code: text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
    password: passwordSchema,
  })
  .strict();
export type ClaimCompleteRequest = z.input<typeof claimCompleteSchema>;

/**
 * The claim's first step answers the same whether or not the number belongs to
 * an unclaimed imported account, so nobody can probe for customers.
 */
export const claimStartedSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type ClaimStarted = z.infer<typeof claimStartedSchema>;
