import type { OperatorDiscountCode } from '@storefront/shared/operator-contracts';

export type DiscountStatus = 'active' | 'paused' | 'scheduled' | 'ended' | 'used_up';

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  ended: 'Ended',
  used_up: 'Used up',
};

/**
 * Whether customers can use the code at `now`, and if not why. A code that has
 * ended or is used up can never be used again, so that outranks a pause; a
 * pause outranks a start to come, since resuming is the operator's move.
 */
export function discountStatus(code: OperatorDiscountCode, now: number): DiscountStatus {
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now) return 'ended';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  if (code.paused) return 'paused';
  if (Date.parse(code.startsAt) > now) return 'scheduled';
  return 'active';
}

/** Ended and used-up codes are done: pausing or resuming them changes nothing. */
export const isFinished = (status: DiscountStatus) => status === 'ended' || status === 'used_up';
