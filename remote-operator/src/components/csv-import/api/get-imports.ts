import { httpClient } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { CsvImport } from '@storefront/shared/operator-contracts';

/** GET {endpoint}?page= — the store's imports of one kind, newest first. */
export async function getImports(
  endpoint: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<CsvImport>> {
  const { data } = await httpClient.get<Page<CsvImport>>(`${endpoint}?page=${page}`, { signal });
  return data;
}
