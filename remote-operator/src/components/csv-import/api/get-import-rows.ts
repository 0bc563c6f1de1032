import { httpClient } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { ImportRowStatus } from '@storefront/shared/operator-contracts';

export interface ImportRowsQuery {
  importId: string;
  status: ImportRowStatus | null;
  page: number;
}

/** GET {endpoint}/:importId/rows?status=&page= — the per-row report, 100 a page. */
export async function getImportRows<Row>(
  endpoint: string,
  { importId, status, page }: ImportRowsQuery,
  signal?: AbortSignal,
): Promise<Page<Row>> {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  const { data } = await httpClient.get<Page<Row>>(
    `${endpoint}/${encodeURIComponent(importId)}/rows?${query.toString()}`,
    { signal },
  );
  return data;
}
