import { httpClient } from '@storefront/shared';
import type { CustomerDetail } from '@storefront/shared/operator-contracts';

/** GET /operator/customers/:userId — contact, verification, balances, preferences, documents. */
export async function getCustomer(userId: string, signal?: AbortSignal): Promise<CustomerDetail> {
  const { data } = await httpClient.get<CustomerDetail>(
    `/operator/customers/${encodeURIComponent(userId)}`,
    { signal },
  );
  return data;
}
