import { httpClient } from '@storefront/shared';
import type { Wallet } from '@storefront/shared/contracts';

/** GET /me/wallet?page= — the balance and one page of the ledger, newest first. */
export async function getWallet(page: number, signal?: AbortSignal): Promise<Wallet> {
  const { data } = await httpClient.get<Wallet>('/me/wallet', { params: { page }, signal });
  return data;
}
