import { httpClient } from '@storefront/shared';
import type { ChangePasswordRequest } from '@storefront/shared/contracts';

/** POST /me/password — signs out every other device; this one stays signed in. */
export async function changePassword(change: ChangePasswordRequest): Promise<void> {
  await httpClient.post('/me/password', change);
}
