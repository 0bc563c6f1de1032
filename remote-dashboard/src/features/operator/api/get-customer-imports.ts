import { httpClient } from '@storefront/shared';
import type { CustomerImport, Page } from '@storefront/shared/contracts';

/** GET /operator/customer-imports?page= — the store's imports, newest first. */
export async function getCustomerImports(
  page: number,
  signal?: AbortSignal,
): Promise<Page<CustomerImport>> {
  const { data } = await httpClient.get<Page<CustomerImport>>(
    `/operator/customer-imports?page=${page}`,
    { signal },
  );
  return data;
}
