import { Link, useApi } from '@storefront/shared';
import { getAuditLog } from '../api/get-audit-log';
import { useSectionPage } from '../hooks/use-section-page';
import { AuditEntries } from './audit-entries';
import { AUDIT_LOG_PATH } from '../../../lib/urls/customers';
import { EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

const ANCHOR = 'db-cs-activity';

function ActivityContent({ customerId, revision }: { customerId: string; revision: number }) {
  const { page, hrefFor } = useSectionPage('activityPage', ANCHOR);
  const log = useApi(`operator-customer-activity:${customerId}:${page}:${revision}`, (signal) =>
    getAuditLog({ customerId }, page, signal),
  );

  if (log.failure) {
    return <LoadError what="the activity" failure={log.failure} onRetry={log.retry} />;
  }
  if (!log.data) return <LoadingNote>Loading the activity</LoadingNote>;
  const { items, total, totalCapped, pageSize } = log.data;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState>
          <p>
            {total === 0
              ? 'No operator has acted on this customer yet.'
              : 'There is nothing on this page.'}
          </p>
        </EmptyState>
      ) : (
        <AuditEntries entries={items} label="Operator actions about this customer, newest first" />
      )}
      <Pager
        label="Pages of activity"
        page={page}
        pageSize={pageSize}
        total={total}
        totalCapped={totalCapped}
        hrefFor={hrefFor}
      />
    </>
  );
}

export interface CustomerActivityProps {
  customerId: string;
  /** Changes when an operator acted here: the list loads again. */
  revision: number;
}

/** What operators did about this customer: the audit log narrowed to them. */
export function CustomerActivity({ customerId, revision }: CustomerActivityProps) {
  return (
    <section id={ANCHOR} className="db-card" aria-labelledby={`${ANCHOR}-title`}>
      <h2 id={`${ANCHOR}-title`}>Activity</h2>
      <ActivityContent customerId={customerId} revision={revision} />
      <p>
        <Link to={`${AUDIT_LOG_PATH}?customerId=${encodeURIComponent(customerId)}`}>
          Open in the audit log
        </Link>
      </p>
    </section>
  );
}
