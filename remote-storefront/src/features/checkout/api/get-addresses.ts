import { httpClient } from '@storefront/shared';
import type { Address } from '@storefront/shared/contracts';

export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await httpClient.get<{ items: Address[] }>('/me/addresses', { signal });
  return data.items;
}
