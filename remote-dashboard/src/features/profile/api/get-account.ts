import { httpClient } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';

/** GET /me — the signed-in account, as the API knows it now. */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const { data } = await httpClient.get<Account>('/me', { signal });
  return data;
}
