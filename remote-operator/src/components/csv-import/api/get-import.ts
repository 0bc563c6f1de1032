import { httpClient } from '@storefront/shared';
import type { CsvImport } from '@storefront/shared/operator-contracts';

/** GET {endpoint}/:importId — progress while processing, then the counts. */
export async function getImport(
  endpoint: string,
  importId: string,
  signal?: AbortSignal,
): Promise<CsvImport> {
  const { data } = await httpClient.get<CsvImport>(`${endpoint}/${encodeURIComponent(importId)}`, {
    signal,
  });
  return data;
}
