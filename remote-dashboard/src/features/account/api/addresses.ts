import { httpClient } from '@storefront/shared';
import type { Address, AddressInput, AddressList } from '@storefront/shared/contracts';

/** GET /me/addresses */
export async function listAddresses(signal?: AbortSignal): Promise<AddressList> {
  const { data } = await httpClient.get<AddressList>('/me/addresses', { signal });
  return data;
}

/** POST /me/addresses */
export async function createAddress(address: AddressInput): Promise<Address> {
  const { data } = await httpClient.post<Address>('/me/addresses', address);
  return data;
}

/** PUT /me/addresses/:addressId — replaces the whole address. */
export async function updateAddress(addressId: string, address: AddressInput): Promise<Address> {
  const { data } = await httpClient.put<Address>(
    `/me/addresses/${encodeURIComponent(addressId)}`,
    address,
  );
  return data;
}

/** DELETE /me/addresses/:addressId */
export async function deleteAddress(addressId: string): Promise<void> {
  await httpClient.delete(`/me/addresses/${encodeURIComponent(addressId)}`);
}

/** An address as the form and PUT take it. */
export function toAddressInput(address: Address): AddressInput {
  return {
    recipient: address.recipient,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    postcode: address.postcode,
    phone: address.phone ?? undefined,
    isDefault: address.isDefault,
  };
}
