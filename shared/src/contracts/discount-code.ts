import './zod-config';
import { text } from './text';

// Discount codes: the customer applies one to the cart (on the cart page or at
// review), the API prices it in every cart answer, and the operator creates and
// pauses them.
//
// The stacking rule: one code per order. It comes off the goods it applies to
// (never the delivery fee, which is worked out on the goods before the
// discount); the wallet, and so any loyalty points redeemed into it, pays part
// or all of what is left; points are earned on what is left.

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why a code does not apply; each has the sentence the customer reads. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'paused',
  'not_started',
  'expired',
  'minimum_not_met',
  'used_up',
  'already_used',
  'not_applicable',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** The API error code of a refused discount code; the message says which refusal. */
export const DISCOUNT_CODE_REFUSED = 'DISCOUNT_CODE_REFUSED';

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]+$/;

/** What the customer types: trimmed and upper-cased, as codes are kept. */
export const discountCodeTextSchema = text()
  .trim()
  .toUpperCase()
  .min(3, 'A discount code has at least 3 characters')
  .max(32, 'A discount code has at most 32 characters')
  .regex(DISCOUNT_CODE_PATTERN, 'A discount code is letters, digits and hyphens');
