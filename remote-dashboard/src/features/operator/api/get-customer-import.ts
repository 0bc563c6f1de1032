import { httpClient } from '@storefront/shared';
import type { CsvImport } from '@storefront/shared/contracts';

/** GET /operator/customer-imports/:importId — progress while processing, then the counts. */
export async function getCustomerImport(
  importId: string,
  signal?: AbortSignal,
): Promise<CsvImport> {
  const { data } = await httpClient.get<CsvImport>(
    `/operator/customer-imports/${encodeURIComponent(importId)}`,
    { signal },
  );
  return data;
}
