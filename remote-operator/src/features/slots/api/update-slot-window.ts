import { httpClient } from '@storefront/shared';
import type { SlotWindow, SlotWindowInput } from '@storefront/shared/operator-contracts';

/**
 * PUT /operator/slot-windows/:windowId — the window as it now is; 404 when
 * unknown. Orders already booked keep their places whatever the new capacity.
 */
export async function updateSlotWindow(
  windowId: number,
  input: SlotWindowInput,
): Promise<SlotWindow> {
  const { data } = await httpClient.put<SlotWindow>(`/operator/slot-windows/${windowId}`, input);
  return data;
}
