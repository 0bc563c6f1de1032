import { httpClient, STORE_ID } from '@storefront/shared';
import type { DeliveryOption, Slot } from '@storefront/shared/contracts';

/** The next days' slots for one option, earliest first, full ones included. */
export async function getSlots(
  deliveryOption: DeliveryOption,
  signal?: AbortSignal,
): Promise<Slot[]> {
  const { data } = await httpClient.get<{ items: Slot[] }>(`/stores/${STORE_ID}/slots`, {
    params: { deliveryOption },
    signal,
  });
  return data.items;
}
