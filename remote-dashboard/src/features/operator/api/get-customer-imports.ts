import { httpClient } from '@storefront/shared';
import type { CsvImport, Page } from '@storefront/shared/contracts';

/** GET /operator/customer-imports?page= — the store's imports, newest first. */
export async function getCustomerImports(
  page: number,
  signal?: AbortSignal,
): Promise<Page<CsvImport>> {
  const { data } = await httpClient.get<Page<CsvImport>>(
    `/operator/customer-imports?page=${page}`,
    { signal },
  );
  return data;
}
