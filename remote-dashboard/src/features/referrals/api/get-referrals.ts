import { httpClient } from '@storefront/shared';
import type { Referrals } from '@storefront/shared/contracts';

/** GET /me/referrals — the customer's code and link, the friends who used it, rewards earned. */
export async function getReferrals(signal?: AbortSignal): Promise<Referrals> {
  const { data } = await httpClient.get<Referrals>('/me/referrals', { signal });
  return data;
}
