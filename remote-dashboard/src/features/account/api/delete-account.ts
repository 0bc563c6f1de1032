import { httpClient } from '@storefront/shared';
import type { DeleteAccountRequest } from '@storefront/shared/contracts';

/** DELETE /me — confirmed with the password; every session of the account ends with it. */
export async function deleteAccount(confirm: DeleteAccountRequest): Promise<void> {
  await httpClient.delete('/me', { data: confirm });
}
