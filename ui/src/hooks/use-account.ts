import { httpClient, useApi, useSession } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';

/** GET /me — the signed-in account, as the API knows it now. */
export async function getAccount(signal?: AbortSignal): Promise<Account> {
  const { data } = await httpClient.get<Account>('/me', { signal });
  return data;
}

/** The signed-in customer's account from the API (my profile and my Account both show it). */
export function useAccount() {
  const user = useSession('user');
  return useApi(user ? `me:${user.id}` : null, getAccount);
}
