import { httpClient } from '@storefront/shared';
import type { CustomerImport } from '@storefront/shared/contracts';

/** GET /operator/customer-imports/:importId — progress while processing, then the counts. */
export async function getCustomerImport(
  importId: string,
  signal?: AbortSignal,
): Promise<CustomerImport> {
  const { data } = await httpClient.get<CustomerImport>(
    `/operator/customer-imports/${encodeURIComponent(importId)}`,
    { signal },
  );
  return data;
}
