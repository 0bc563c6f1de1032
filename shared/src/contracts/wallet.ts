import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { pageOf, pageQuerySchema } from './pagination';

/**
 * The wallet is an append-only ledger in integer minor units. A credit adds,
 * a debit spends, a reversal gives back a debit (e.g. a cancelled order).
 */
export const WALLET_ENTRY_KINDS = ['credit', 'debit', 'reversal'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** Why an entry exists; the UI words each one. */
export const WALLET_ENTRY_REASONS = [
  'order_payment',
  'order_refund',
  'reward_redemption',
  'referral_reward',
  'store_credit',
  'problem_refund',
] as const;
export type WalletEntryReason = (typeof WALLET_ENTRY_REASONS)[number];

export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  reason: z.enum(WALLET_ENTRY_REASONS),
  /** Always positive; the kind says which way it moved the balance. */
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int(),
  description: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** GET /api/me/wallet?page= — the balance and the entries, newest first. */
export const walletSchema = pageOf(walletEntrySchema).extend({
  balanceMinor: z.number().int(),
  currency: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletQuerySchema = pageQuerySchema;
export const WALLET_PAGE_SIZE = 20;

/** POST /api/operator/customers/:userId/wallet-credits — goodwill or store credit from an operator. */
export const storeCreditSchema = z
  .object({
    amountMinor: z
      .number({ message: 'amountMinor is a whole number of minor units' })
      .int('amountMinor is a whole number of minor units')
      .min(1, 'amountMinor is at least 1')
      .max(100_000, 'amountMinor is at most 100000'),
    note: text().trim().min(1, 'Say why the credit is given').max(200),
  })
  .strict();
export type StoreCreditRequest = z.input<typeof storeCreditSchema>;
