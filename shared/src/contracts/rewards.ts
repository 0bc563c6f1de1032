import { z } from 'zod';
import './zod-config';
import { POINTS_PER_REDEEMED_UNIT } from './loyalty';
import { pageOf, pageQuerySchema } from './pagination';

export { POINTS_PER_CURRENCY_UNIT, POINTS_PER_REDEEMED_UNIT } from './loyalty';

export const POINTS_ENTRY_KINDS = ['earned', 'redeemed'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export const pointsEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** Positive when earned, negative when redeemed. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /api/me/rewards?page= — the points balance and its history, newest first. */
export const rewardsSchema = pageOf(pointsEntrySchema).extend({
  balance: z.number().int(),
  /** What the whole balance would redeem for, in minor units of the store's currency. */
  redeemableMinor: z.number().int(),
  currency: z.string(),
});
export type Rewards = z.infer<typeof rewardsSchema>;
export const rewardsQuerySchema = pageQuerySchema;

/** POST /api/me/rewards/redeem — needs approved documents. */
export const redeemPointsSchema = z
  .object({
    points: z
      .number({ message: 'points is a whole number' })
      .int('points is a whole number')
      .min(POINTS_PER_REDEEMED_UNIT, `Redeem at least ${POINTS_PER_REDEEMED_UNIT} points`)
      .max(10_000_000, 'points is too large')
      .refine((points) => points % POINTS_PER_REDEEMED_UNIT === 0, {
        message: `Redeem points in steps of ${POINTS_PER_REDEEMED_UNIT}`,
      }),
  })
  .strict();
export type RedeemPointsRequest = z.input<typeof redeemPointsSchema>;

export const redeemPointsResponseSchema = z.object({
  pointsBalance: z.number().int(),
  walletBalanceMinor: z.number().int(),
  creditedMinor: z.number().int(),
});
export type RedeemPointsResponse = z.infer<typeof redeemPointsResponseSchema>;
