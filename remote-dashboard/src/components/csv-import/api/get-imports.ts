import { httpClient } from '@storefront/shared';
import type { CsvImport, Page } from '@storefront/shared/contracts';

/** GET {endpoint}?page= — the store's imports of one kind, newest first. */
export async function getImports(
  endpoint: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<CsvImport>> {
  const { data } = await httpClient.get<Page<CsvImport>>(`${endpoint}?page=${page}`, { signal });
  return data;
}
