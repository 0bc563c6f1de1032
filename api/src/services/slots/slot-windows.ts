import { WEEKDAY_NAMES } from '@storefront/shared/contracts';
import { type SlotWindow, type SlotWindowInput } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../../modules/audit/service';
import {
  insertSlotWindow,
  lockSlotWindow,
  updateSlotWindow,
} from '../../repositories/slots-repository';
import type { Operator } from '../../lib/operator';

/** 'Home delivery, Monday 09:00–12:00, 10 places, closes 120 min before' */
function describeWindow(window: Omit<SlotWindow, 'id'>): string {
  const option = window.deliveryOption === 'delivery' ? 'Home delivery' : 'Store pickup';
  const state = window.active ? '' : ', off';
  return (
    `${option}, ${WEEKDAY_NAMES[window.weekday - 1]} ${window.startTime}–${window.endTime}, ` +
    `${window.capacity} places, closes ${window.cutoffMinutes} min before${state}`
  );
}

/**
 * A new slot window of the operator's store, with its audit entry. A window
 * the store already has (same option, weekday and start) fails on the unique
 * index; the caller answers 409 for it.
 */
export async function createSlotWindow(
  tx: Database,
  operator: Operator,
  input: SlotWindowInput,
): Promise<SlotWindow> {
  const window = await insertSlotWindow(tx, operator.storeId, input);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'slot_window.created',
    entityType: 'slot_window',
    entityId: window.id,
    summary: describeWindow(window),
    after: window,
  });
  return window;
}

/**
 * Changes one of the store's windows, with its audit entry; undefined when
 * there is no such window. Orders already booked keep their slot, even past
 * a lower capacity: it only stops new ones.
 */
export async function editSlotWindow(
  tx: Database,
  operator: Operator,
  windowId: number,
  input: SlotWindowInput,
): Promise<SlotWindow | undefined> {
  const before = await lockSlotWindow(tx, operator.storeId, windowId);
  if (!before) return undefined;
  const after = await updateSlotWindow(tx, windowId, input);
  await recordAudit(tx, {
    storeId: operator.storeId,
    operatorId: operator.id,
    action: 'slot_window.updated',
    entityType: 'slot_window',
    entityId: windowId,
    summary: `${describeWindow(before)} → ${describeWindow(after)}`,
    before,
    after,
  });
  return after;
}
