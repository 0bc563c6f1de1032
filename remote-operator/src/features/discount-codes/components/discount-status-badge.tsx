import { DISCOUNT_STATUS_LABELS, type DiscountStatus } from '../lib/discount-status';

// The operator badges' colours: green for live, yellow for held, blue for to come, grey for done.
const BADGE_CLASS: Record<DiscountStatus, string> = {
  active: 'db-op-badge db-op-badge--completed',
  paused: 'db-op-badge db-op-badge--confirmed',
  scheduled: 'db-op-badge db-op-badge--placed',
  ended: 'db-op-badge',
  used_up: 'db-op-badge',
};

/** Whether customers can use the code now: Active, Paused, Scheduled, Ended or Used up. */
export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return <span className={BADGE_CLASS[status]}>{DISCOUNT_STATUS_LABELS[status]}</span>;
}
