import { z } from 'zod';
import './zod-config';
import { text } from './text';

/** What each side earns, as wallet credit, when the referred friend completes a first order. */
export const REFERRAL_REWARD_MINOR = 500;

export const REFERRAL_STATUSES = ['joined', 'rewarded'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const referralSchema = z.object({
  /** The friend's first name only: enough to recognise them, nothing more. */
  friendName: z.string(),
  joinedAt: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  rewardMinor: z.number().int().nullable(),
  rewardedAt: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

/** GET /api/me/referrals — the customer's code, link path, friends and rewards earned. */
export const referralsSchema = z.object({
  code: z.string(),
  /** Relative to the storefront's origin: /register?ref=CODE. */
  linkPath: z.string(),
  rewardMinor: z.number().int(),
  earnedMinor: z.number().int(),
  currency: z.string(),
  /** Who referred this customer, if anyone (first name), and whether a code may still be added. */
  referredBy: z.string().nullable(),
  canAddReferrer: z.boolean(),
  items: z.array(referralSchema),
});
export type Referrals = z.infer<typeof referralsSchema>;

/**
 * POST /api/me/referrer — a friend's code added after registration, allowed
 * until the first order is placed. The customer's own code is refused.
 */
export const addReferrerSchema = z
  .object({
    code: text()
      .trim()
      .min(1, 'Enter your friend’s code')
      .max(32, 'A referral code has at most 32 characters'),
  })
  .strict();
export type AddReferrerRequest = z.input<typeof addReferrerSchema>;
