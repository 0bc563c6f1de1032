import { httpClient } from '@storefront/shared';
import type { Page, StaffRole } from '@storefront/shared/contracts';
import type { AuditAction, AuditEntry } from '@storefront/shared/operator-contracts';

export interface AuditFilters {
  operatorId?: string;
  /** The role the operator acted in. */
  role?: StaffRole;
  customerId?: string;
  orderId?: string;
  action?: AuditAction;
}

const FILTER_ORDER = ['operatorId', 'role', 'customerId', 'orderId', 'action'] as const;

/** The path of one page of the log: the filters given, always in the same order, then page. */
export function auditLogUrl(filters: AuditFilters, page: number): string {
  const query = FILTER_ORDER.filter((name) => filters[name])
    .map((name) => `${name}=${encodeURIComponent(filters[name]!)}`)
    .concat(`page=${page}`);
  return `/operator/audit-log?${query.join('&')}`;
}

/** GET /operator/audit-log?operatorId=&role=&customerId=&orderId=&action=&page= — newest first. */
export async function getAuditLog(
  filters: AuditFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  const { data } = await httpClient.get<Page<AuditEntry>>(auditLogUrl(filters, page), { signal });
  return data;
}
