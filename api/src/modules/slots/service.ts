import type { SQL, SQLWrapper } from 'drizzle-orm';
import { WEEKDAY_NAMES, type DeliveryOption, type Slot } from '@storefront/shared/contracts';
import {
  type SlotDay,
  type SlotWindow,
  type SlotWindowInput,
} from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/service';
import type { Operator } from '../../lib/operator';
import { bookSlotStatement, checkoutSlotQuery, slotsRepository as repository } from './repository';

/**
 * The SQL checkout runs for a slot inside its own single statements (its
 * reading of the slot asked for, and its booking of a place), so a full
 * window refuses the order in the very statement that writes it.
 */
export const slotCheckoutSql = {
  /** The window asked for on the date, as JSON, if the customer's store has it. */
  read: (windowId: SQLWrapper, slotDate: SQLWrapper, storeId: SQLWrapper): SQL =>
    checkoutSlotQuery(windowId, slotDate, storeId),
  /** One place taken; no row when the window is full. */
  book: (windowId: SQLWrapper, slotDate: SQLWrapper): SQL => bookSlotStatement(windowId, slotDate),
};

/** Gives a cancelled order's place in its slot back, in the cancelling transaction. */
export function releaseSlot(tx: Database, windowId: number, date: string): Promise<void> {
  return repository.release(tx, windowId, date);
}

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
 * The store's delivery and pickup slots: the places customers may book, and
 * the operator's windows (audited) and day sheets.
 */
export function createSlotsService({ db }: { db: Database }) {
  return {
    /** The store's open slots for an option over the next days, with the places left. */
    open: (storeId: number, deliveryOption: DeliveryOption): Promise<Slot[]> =>
      repository.open(db, storeId, deliveryOption),

    /** The store's windows by option, weekday and start. */
    windows: (storeId: number): Promise<SlotWindow[]> => repository.windows(db, storeId),

    /** One date's slots with their orders, and the pick list for all of them. */
    day: (storeId: number, date: string): Promise<SlotDay> => repository.day(db, storeId, date),

    /**
     * A new slot window of the operator's store, with its audit entry. A window
     * the store already has (same option, weekday and start) fails on the unique
     * index; the caller answers 409 for it.
     */
    createWindow(operator: Operator, input: SlotWindowInput): Promise<SlotWindow> {
      return db.transaction(async (tx) => {
        const window = await repository.insertWindow(tx, operator.storeId, input);
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
      });
    },

    /**
     * Changes one of the store's windows, with its audit entry; undefined when
     * there is no such window. Orders already booked keep their slot, even past
     * a lower capacity: it only stops new ones.
     */
    editWindow(
      operator: Operator,
      windowId: number,
      input: SlotWindowInput,
    ): Promise<SlotWindow | undefined> {
      return db.transaction(async (tx) => {
        const before = await repository.lockWindow(tx, operator.storeId, windowId);
        if (!before) return undefined;
        const after = await repository.updateWindow(tx, windowId, input);
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
      });
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
