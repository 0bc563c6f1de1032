import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { toE164 } from './mobile-number';
import { DOCUMENT_STATUSES } from './document-status';
import { STAFF_ROLES } from './staff-roles';

export const emailSchema = text()
  .trim()
  .toLowerCase()
  .max(254, 'An e-mail address has at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const passwordSchema = text()
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters');

/** A mobile number as typed; the output is its E.164 form. */
export const mobileSchema = text()
  .trim()
  .min(1, 'Enter your mobile number')
  .max(20, 'A mobile number has at most 20 characters')
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({ code: 'custom', message: 'Enter a valid mobile number' });
      return z.NEVER;
    }
    return e164;
  });

export const registerRequestSchema = z.object({
  name: text().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
  /** The referral code from /register?ref=CODE, kept with the new account. */
  ref: text().trim().max(32, 'A referral code has at most 32 characters').optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  /** A mobile number or an e-mail address. */
  identifier: text()
    .trim()
    .min(1, 'Enter your mobile number or e-mail')
    .max(254, 'Use at most 254 characters'),
  password: text().min(1, 'Enter your password').max(128, 'Use at most 128 characters'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

export const roleSchema = z.enum(['customer', 'operator']);
export type Role = z.infer<typeof roleSchema>;

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  role: roleSchema,
  /**
   * What a member of staff does in the shop, which decides what the console
   * offers; null for customers. Absent from a session stored before roles came.
   */
  staffRole: z.enum(STAFF_ROLES).nullish(),
  mobileVerified: z.boolean(),
  documentStatus: documentStatusSchema,
  referralCode: z.string(),
  addedFromCsv: z.boolean(),
  /** The profile picture's path under the API (see profilePictureUrl), or null. */
  avatar: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: accountSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
