import { httpClient } from '@storefront/shared';
import type { Account } from '@storefront/shared/contracts';

/** DELETE /me/picture — the stored file goes too; the account comes back without a picture. */
export async function removeProfilePicture(): Promise<Account> {
  const { data } = await httpClient.delete<Account>('/me/picture');
  return data;
}
