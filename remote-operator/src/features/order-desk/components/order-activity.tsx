import { Link, useApi } from '@storefront/shared';
import type { AuditEntry } from '@storefront/shared/operator-contracts';
import { AUDIT_ACTION_LABELS } from '@storefront/shared/constants';
import { getOrderActivity } from '../api/get-order-activity';
import { orderAuditPath } from '../../../lib/urls/customers';
import { formatDayAndTime, LoadError, LoadingNote } from '@storefront/ui';

/** 'CM-000012: Placed → Confirmed' reads 'Placed → Confirmed' on the order's own page. */
function withoutNumber(entry: AuditEntry): string {
  const prefix = entry.orderNumber ? `${entry.orderNumber}: ` : null;
  return prefix && entry.summary.startsWith(prefix)
    ? entry.summary.slice(prefix.length)
    : entry.summary;
}

/** The note an operator gave with a change, when the record holds one. */
function noteOf(entry: AuditEntry): string | null {
  const note = entry.after?.note;
  return typeof note === 'string' && note ? note : null;
}

export interface OrderActivityProps {
  orderId: string;
  /** Changes whenever the order does, so the activity is read again. */
  version: string;
}

/** What operators have done to the order, from the audit log: who, what, when. */
export function OrderActivity({ orderId, version }: OrderActivityProps) {
  const activity = useApi(`operator-order-activity:${orderId}:${version}`, (signal) =>
    getOrderActivity(orderId, signal),
  );

  let content;
  if (activity.failure) {
    content = <LoadError what="the activity" failure={activity.failure} onRetry={activity.retry} />;
  } else if (!activity.data) {
    content = <LoadingNote>Loading the activity</LoadingNote>;
  } else if (activity.data.items.length === 0) {
    content = <p className="db-op-muted">No operator has changed this order yet.</p>;
  } else {
    const { items, total } = activity.data;
    content = (
      <>
        <ol className="db-desk-activity" aria-labelledby="db-desk-activity">
          {items.map((entry) => {
            const note = noteOf(entry);
            return (
              <li key={entry.id}>
                <span className="db-desk-activity__what">
                  {AUDIT_ACTION_LABELS[entry.action]}: {withoutNumber(entry)}
                </span>
                <span className="db-op-muted db-op-block">
                  {entry.operator?.name ?? 'The system'} ·{' '}
                  <time dateTime={entry.createdAt}>{formatDayAndTime(entry.createdAt)}</time>
                </span>
                {note && <span className="db-op-block">“{note}”</span>}
              </li>
            );
          })}
        </ol>
        {total > items.length && (
          <p>
            <Link to={orderAuditPath(orderId)}>All {total} entries in the audit log</Link>
          </p>
        )}
      </>
    );
  }

  return (
    <section className="db-card" aria-labelledby="db-desk-activity">
      <h2 id="db-desk-activity">Activity</h2>
      {content}
    </section>
  );
}
