import { httpClient } from '@storefront/shared';
import type { Address, AddressInput } from '@storefront/shared/contracts';

export async function createAddress(address: AddressInput): Promise<Address> {
  const { data } = await httpClient.post<Address>('/me/addresses', address);
  return data;
}
