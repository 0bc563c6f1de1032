import { httpClient } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { AuditEntry } from '@storefront/shared/operator-contracts';

/** GET /operator/audit-log?orderId=&page=1 — what operators did to one order, newest first. */
export async function getOrderActivity(
  orderId: string,
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  const query = new URLSearchParams({ orderId, page: '1' });
  const { data } = await httpClient.get<Page<AuditEntry>>(`/operator/audit-log?${query}`, {
    signal,
  });
  return data;
}
