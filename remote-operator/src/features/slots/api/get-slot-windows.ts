import { httpClient } from '@storefront/shared';
import type { SlotWindow } from '@storefront/shared/operator-contracts';

/** GET /operator/slot-windows — every window of the store, by option, weekday and start. */
export async function getSlotWindows(signal?: AbortSignal): Promise<SlotWindow[]> {
  const { data } = await httpClient.get<{ items: SlotWindow[] }>('/operator/slot-windows', {
    signal,
  });
  return data.items;
}
