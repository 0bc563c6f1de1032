import { httpClient } from '@storefront/shared';
import type { Wallet } from '@storefront/shared/contracts';

/** GET /me/wallet — the first page carries the balance, which is all checkout needs. */
export async function getWallet(signal?: AbortSignal): Promise<Wallet> {
  const { data } = await httpClient.get<Wallet>('/me/wallet', { params: { page: 1 }, signal });
  return data;
}
