import { httpClient, STORE_ID, type StoreDetails } from '@storefront/shared';

export async function getStore(signal?: AbortSignal): Promise<StoreDetails> {
  const { data } = await httpClient.get<StoreDetails>(`/stores/${STORE_ID}`, { signal });
  return data;
}
