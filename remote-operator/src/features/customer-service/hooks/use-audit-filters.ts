import { useSearchParams } from '@storefront/shared';
import type { AuditAction } from '@storefront/shared/operator-contracts';
import { AUDIT_ACTIONS } from '@storefront/shared/constants';
import type { AuditFilters } from '../api/get-audit-log';
import { STAFF_ROLES } from '@storefront/shared/contracts';
import { isOneOf, pageFrom } from '@storefront/ui';

export type AuditFilterName = keyof AuditFilters;

const isAction = (value: string | null): value is AuditAction =>
  AUDIT_ACTIONS.some((action) => action === value);

/** The audit log's filters and page, kept in the URL; changing a filter goes back to page 1. */
export function useAuditFilters() {
  const [search, setSearch] = useSearchParams();
  const action = search.get('action');
  const role = search.get('role');
  const filters: AuditFilters = {
    operatorId: search.get('operatorId') || undefined,
    role: role && isOneOf(STAFF_ROLES, role) ? role : undefined,
    customerId: search.get('customerId') || undefined,
    orderId: search.get('orderId') || undefined,
    action: isAction(action) ? action : undefined,
  };

  const setFilter = (name: AuditFilterName, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next);
  };

  /** The query of another page of the same filters, e.g. '?action=wallet.credited&page=2'. */
  const searchFor = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '';
  };

  return { filters, page: pageFrom(search), setFilter, searchFor };
}
