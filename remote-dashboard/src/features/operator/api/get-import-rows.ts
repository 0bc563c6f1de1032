import { httpClient } from '@storefront/shared';
import type { ImportRow, ImportRowStatus, Page } from '@storefront/shared/contracts';

export interface ImportRowsQuery {
  importId: string;
  status: ImportRowStatus | null;
  page: number;
}

/** GET /operator/customer-imports/:importId/rows?status=&page= — the per-row report, 100 a page. */
export async function getImportRows(
  { importId, status, page }: ImportRowsQuery,
  signal?: AbortSignal,
): Promise<Page<ImportRow>> {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  const { data } = await httpClient.get<Page<ImportRow>>(
    `/operator/customer-imports/${encodeURIComponent(importId)}/rows?${query.toString()}`,
    { signal },
  );
  return data;
}
