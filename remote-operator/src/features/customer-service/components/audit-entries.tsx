import { Link } from '@storefront/shared';
import type { AuditEntry } from '@storefront/shared/operator-contracts';
import { STAFF_ROLE_LABELS } from '@storefront/shared/contracts';
import { AUDIT_ACTION_LABELS } from '@storefront/shared/constants';
import { AuditChange } from './audit-change';
import { customerPath } from '../../../lib/urls/customers';
import { storeOrderPath } from '../../../lib/urls/orders';
import { formatDayAndTime, StatusBadge } from '@storefront/ui';

export interface AuditEntriesProps {
  entries: AuditEntry[];
  /** The list's name, e.g. 'Operator actions, newest first'. */
  label: string;
}

/** Operator actions, newest first: when, who, what, on whom, and what changed. */
export function AuditEntries({ entries, label }: AuditEntriesProps) {
  return (
    <ol className="db-cs-list" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <article className="db-cs-audit" aria-label={AUDIT_ACTION_LABELS[entry.action]}>
            <div className="db-cs-audit__head">
              <StatusBadge tone="neutral">{AUDIT_ACTION_LABELS[entry.action]}</StatusBadge>
              <time className="db-op-muted" dateTime={entry.createdAt}>
                {formatDayAndTime(entry.createdAt)}
              </time>
            </div>
            <p className="db-cs-audit__summary">{entry.summary}</p>
            <p className="db-op-muted db-cs-message__meta">
              <span>
                By {entry.operator?.name ?? 'a former operator'}
                {entry.operatorRole && ` (${STAFF_ROLE_LABELS[entry.operatorRole]})`}
              </span>
              {entry.customer && (
                <span>
                  Customer <Link to={customerPath(entry.customer.id)}>{entry.customer.name}</Link>
                </span>
              )}
              {entry.orderId && (
                <Link to={storeOrderPath(entry.orderId)}>
                  Order {entry.orderNumber ?? entry.orderId}
                </Link>
              )}
            </p>
            <AuditChange before={entry.before} after={entry.after} />
          </article>
        </li>
      ))}
    </ol>
  );
}
