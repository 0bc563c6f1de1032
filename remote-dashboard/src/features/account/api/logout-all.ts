import { httpClient } from '@storefront/shared';

/** POST /auth/logout-all — revokes every token of the account, this device's too. */
export async function logoutAll(): Promise<void> {
  await httpClient.post('/auth/logout-all');
}
