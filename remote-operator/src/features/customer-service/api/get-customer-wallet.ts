import { httpClient } from '@storefront/shared';
import type { Wallet } from '@storefront/shared/contracts';

/** GET /operator/customers/:userId/wallet?page= — the balance and one page of entries. */
export async function getCustomerWallet(
  userId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Wallet> {
  const { data } = await httpClient.get<Wallet>(
    `/operator/customers/${encodeURIComponent(userId)}/wallet?page=${page}`,
    { signal },
  );
  return data;
}
