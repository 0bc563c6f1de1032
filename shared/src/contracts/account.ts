import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { addressSchema } from './address';
import { accountSchema, mobileSchema } from './auth';
import { favouriteSchema } from './favourite';
import { notificationPreferencesSchema, notificationSchema } from './notifications';
import { orderSchema } from './order';
import { referralsSchema } from './referral';
import { pointsEntrySchema } from './rewards';
import { documentSchema, verifyOtpSchema } from './verification';
import { walletEntrySchema } from './wallet';

/** POST /api/me/mobile — texts a code to the new number; the account keeps its number until it is confirmed. */
export const changeMobileSchema = z.object({ mobile: mobileSchema }).strict();
export type ChangeMobileRequest = z.input<typeof changeMobileSchema>;

/** POST /api/me/mobile/confirm — the code texted to the new number makes it the account's, verified. */
export const confirmMobileSchema = z
  .object({ mobile: mobileSchema, code: verifyOtpSchema.shape.code })
  .strict();
export type ConfirmMobileRequest = z.input<typeof confirmMobileSchema>;

/** DELETE /api/me — the password, asked again, since nothing brings the account back. */
export const deleteAccountSchema = z
  .object({
    password: text().min(1, 'Enter your password').max(128, 'Use at most 128 characters'),
  })
  .strict();
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;

/**
 * GET /api/me/export — everything the store keeps about the customer, as a
 * file to download. Passwords, session tokens and stored files are never in it.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: accountSchema.extend({
    createdAt: z.string(),
    notificationPreferences: notificationPreferencesSchema,
  }),
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema),
  favourites: z.array(favouriteSchema),
  wallet: z.object({
    balanceMinor: z.number().int(),
    currency: z.string(),
    entries: z.array(walletEntrySchema),
  }),
  rewards: z.object({ balance: z.number().int(), entries: z.array(pointsEntrySchema) }),
  referrals: referralsSchema,
  /** What was submitted and how it was reviewed; the files themselves are not in the export. */
  documents: z.array(documentSchema),
  messages: z.array(notificationSchema.omit({ attempts: true, lastError: true })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
