import { formatSlot } from '@storefront/shared';
import type { Order } from '@storefront/shared/contracts';
import { orderTimeline, type TimelineStepState } from '../lib/order-status';
import { formatDayAndTime } from '@storefront/ui';

const STATE_TEXT: Record<TimelineStepState, string> = {
  done: 'Done',
  current: 'Current step',
  upcoming: 'Still to come',
  cancelled: 'Order cancelled',
};

/**
 * Where the order is: the steps passed with their dates, the current one, the
 * ones to come. The handover happens in the order's slot, so that is the
 * planned time of the last step until it is reached.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimeline(order);
  return (
    <section className="db-card" aria-labelledby="db-order-progress">
      <h2 id="db-order-progress">Progress</h2>
      <ol className="db-timeline" aria-labelledby="db-order-progress">
        {steps.map((step) => (
          <li
            key={step.status}
            className={`db-timeline__step db-timeline__step--${step.state}`}
            aria-current={
              step.state === 'current' || step.state === 'cancelled' ? 'step' : undefined
            }
          >
            <span className="db-timeline__label">{step.label}</span>
            <span className="db-visually-hidden"> ({STATE_TEXT[step.state]})</span>
            {step.at && (
              <time className="db-timeline__date" dateTime={step.at}>
                {formatDayAndTime(step.at)}
              </time>
            )}
            {step.status === 'completed' && step.state === 'upcoming' && order.slot && (
              <span className="db-timeline__date">
                Planned: <time dateTime={order.slot.startsAt}>{formatSlot(order.slot)}</time>
              </span>
            )}
            {step.note && <span className="db-timeline__note">{step.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
