import { httpClient } from '@storefront/shared';
import type { SlotWindow, SlotWindowInput } from '@storefront/shared/operator-contracts';

/** POST /operator/slot-windows — a new window; 201, or 409 SLOT_WINDOW_TAKEN on 'startTime'. */
export async function createSlotWindow(input: SlotWindowInput): Promise<SlotWindow> {
  const { data } = await httpClient.post<SlotWindow>('/operator/slot-windows', input);
  return data;
}
