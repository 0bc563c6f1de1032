import type { OperatorOrder, OperatorStatusEvent } from '@storefront/shared/operator-contracts';
import { ORDER_STATUS_LABELS } from '@storefront/shared/constants';
import { formatDayAndTime } from '@storefront/ui';

/** Who made a change: an operator by name, or the customer (who also placed the order). */
function changedBy({ changedBy: person, status }: OperatorStatusEvent): string | null {
  if (person?.role === 'operator') return person.name;
  if (person?.role === 'customer' || status === 'placed') return 'the customer';
  return null;
}

/** Every status the order has had, oldest first: when, who, and the note (a cancellation's reason). */
export function StatusHistory({ order }: { order: OperatorOrder }) {
  return (
    <section className="db-card" aria-labelledby="db-desk-history">
      <h2 id="db-desk-history">Status history</h2>
      <ol className="db-desk-history" aria-labelledby="db-desk-history">
        {order.history.map((event, index) => {
          const who = changedBy(event);
          return (
            <li
              key={`${event.status}-${event.at}-${index}`}
              className={`db-desk-history__event db-desk-history__event--${event.status.replace(/_/g, '-')}`}
            >
              <span className="db-desk-history__status">{ORDER_STATUS_LABELS[event.status]}</span>
              <span className="db-op-muted">
                <time dateTime={event.at}>{formatDayAndTime(event.at)}</time>
                {who && ` · by ${who}`}
              </span>
              {event.note && (
                <span className="db-desk-history__note">
                  {event.status === 'cancelled' ? 'Reason: ' : 'Note: '}
                  {event.note}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
