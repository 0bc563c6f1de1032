import { httpClient } from '@storefront/shared';
import type { OperatorStore, StoreSettings } from '@storefront/shared/operator-contracts';

/** GET /operator/store — the store's settings, and which ways to pay are on. */
export async function getStoreSettings(signal?: AbortSignal): Promise<OperatorStore> {
  const { data } = await httpClient.get<OperatorStore>('/operator/store', { signal });
  return data;
}

/** PUT /operator/store — all the settings at once; answers them as stored. */
export async function saveStoreSettings(settings: StoreSettings): Promise<OperatorStore> {
  const { data } = await httpClient.put<OperatorStore>('/operator/store', settings);
  return data;
}
