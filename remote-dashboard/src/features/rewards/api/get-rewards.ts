import { httpClient } from '@storefront/shared';
import type { Rewards } from '@storefront/shared/contracts';

/** GET /me/rewards?page= — the points balance, its worth and one page of its history. */
export async function getRewards(page: number, signal?: AbortSignal): Promise<Rewards> {
  const { data } = await httpClient.get<Rewards>('/me/rewards', { params: { page }, signal });
  return data;
}
