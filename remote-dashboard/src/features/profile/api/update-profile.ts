import { httpClient } from '@storefront/shared';
import type { Account, UpdateProfileRequest } from '@storefront/shared/contracts';

/** PATCH /me — the customer's own name and e-mail. */
export async function updateProfile(profile: UpdateProfileRequest): Promise<Account> {
  const { data } = await httpClient.patch<Account>('/me', profile);
  return data;
}
