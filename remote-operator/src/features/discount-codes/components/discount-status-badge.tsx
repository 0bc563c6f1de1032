import { StatusBadge, type StatusTone } from '@storefront/ui';
import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from '../lib/discount-status';

// Green for live, yellow for held, blue for to come, grey for done.
const TONES: Record<DiscountStatus, StatusTone> = {
  active: 'good',
  paused: 'progress',
  scheduled: 'waiting',
  ended: 'neutral',
  used_up: 'neutral',
};

/** Whether customers can use the code now: Active, Paused, Scheduled, Ended or Used up. */
export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return <StatusBadge tone={TONES[status]}>{DISCOUNT_STATUS_LABELS[status]}</StatusBadge>;
}
