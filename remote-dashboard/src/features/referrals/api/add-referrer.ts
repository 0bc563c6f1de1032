import { httpClient } from '@storefront/shared';
import type { AddReferrerRequest } from '@storefront/shared/contracts';

/** POST /me/referrer — a friend's code, added after registration and before a first order. */
export async function addReferrer(request: AddReferrerRequest): Promise<void> {
  await httpClient.post('/me/referrer', request);
}
