import { httpClient } from '@storefront/shared';
import type { StoreCreditRequest, WalletEntry } from '@storefront/shared/contracts';

/** POST /operator/customers/:userId/wallet-credits — the new entry; the customer is told. */
export async function giveWalletCredit(
  userId: string,
  credit: StoreCreditRequest,
): Promise<WalletEntry> {
  const { data } = await httpClient.post<WalletEntry>(
    `/operator/customers/${encodeURIComponent(userId)}/wallet-credits`,
    credit,
  );
  return data;
}
