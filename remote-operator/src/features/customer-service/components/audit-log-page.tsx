import { countText, Link, useApi } from '@storefront/shared';
import type { AuditEntry } from '@storefront/shared/operator-contracts';
import { auditLogUrl, getAuditLog, type AuditFilters as Filters } from '../api/get-audit-log';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { AuditEntries } from './audit-entries';
import { AuditFilters, type AuditFilterChip } from './audit-filters';
import '../../../components/operator.css';
import './customer-service.css';
import { AUDIT_LOG_PATH } from '../../../lib/urls/customers';
import { DashboardPage, EmptyState, LoadError, LoadingNote, Pager } from '@storefront/ui';

/** The customer and order filters as chips, named from the entries when one of them says whom. */
function chipsFor(filters: Filters, entries: AuditEntry[] | undefined): AuditFilterChip[] {
  const chips: AuditFilterChip[] = [];
  if (filters.customerId) {
    const name = entries?.find((entry) => entry.customer?.id === filters.customerId)?.customer
      ?.name;
    chips.push({ name: 'customerId', label: `Customer: ${name ?? 'the chosen customer'}` });
  }
  if (filters.orderId) {
    const number = entries?.find((entry) => entry.orderId === filters.orderId)?.orderNumber;
    chips.push({ name: 'orderId', label: `Order: ${number ?? 'the chosen order'}` });
  }
  return chips;
}

/** /operator/audit-log: every operator action, newest first, filtered in the URL. */
export function AuditLogPage() {
  const { filters, page, setFilter, searchFor } = useAuditFilters();
  const log = useApi(`operator-audit:${auditLogUrl(filters, page)}`, (signal) =>
    getAuditLog(filters, page, signal),
  );
  const filtered = Object.values(filters).some(Boolean);

  let content;
  if (log.failure) {
    content = <LoadError what="the audit log" failure={log.failure} onRetry={log.retry} />;
  } else if (!log.data) {
    content = <LoadingNote>Loading the audit log</LoadingNote>;
  } else if (log.data.items.length === 0) {
    content = (
      <EmptyState>
        {log.data.total > 0 ? (
          <>
            <p>There is nothing on this page.</p>
            <Link to={AUDIT_LOG_PATH + searchFor(1)}>Back to the first page</Link>
          </>
        ) : (
          <p>
            {filtered ? 'No action matches these filters.' : 'No operator has done anything yet.'}
          </p>
        )}
      </EmptyState>
    );
  } else {
    const { items, total, totalCapped, pageSize } = log.data;
    content = (
      <>
        <p className="db-op-muted" role="status">
          {countText(total, totalCapped)} {total === 1 ? 'action' : 'actions'}
        </p>
        <AuditEntries entries={items} label="Operator actions, newest first" />
        <Pager
          label="Pages of the audit log"
          page={page}
          pageSize={pageSize}
          total={total}
          totalCapped={totalCapped}
          hrefFor={(target) => AUDIT_LOG_PATH + searchFor(target)}
        />
      </>
    );
  }

  return (
    <DashboardPage title="Audit log">
      <AuditFilters
        filters={filters}
        chips={chipsFor(filters, log.data?.items)}
        onChange={setFilter}
      />
      {content}
    </DashboardPage>
  );
}
