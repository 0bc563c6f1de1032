import { httpClient } from '@storefront/shared';
import type { SlotDay } from '@storefront/shared/operator-contracts';

/** GET /operator/slots?date= — the day's slots with their orders, and what to pick for them. */
export async function getSlotDay(date: string, signal?: AbortSignal): Promise<SlotDay> {
  const { data } = await httpClient.get<SlotDay>(
    `/operator/slots?date=${encodeURIComponent(date)}`,
    { signal },
  );
  return data;
}
