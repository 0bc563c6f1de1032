import { z } from 'zod';
import './zod-config';
import { DELIVERY_OPTIONS } from './delivery';

// Delivery and pickup slots. The store keeps windows per weekday (a start, an
// end, a capacity and a cut-off); a slot is one window on one date, in the
// store's own time (Europe/London). Checkout offers the next 7 days.

/** How many days, today included, checkout offers slots for. */
export const SLOT_DAYS_AHEAD = 7;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The largest id a serial column holds: a larger one can name no window. */
export const MAX_WINDOW_ID = 2_147_483_647;

/** A date in the store's calendar: 2026-11-27. */
export const slotDateSchema = z.iso.date({ message: 'date is a date like 2026-11-27' });

/** What a placed order keeps of its slot. */
export const orderSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
});
export type OrderSlot = z.infer<typeof orderSlotSchema>;

/** The slot an order asks for: one window on one date. */
export const slotChoiceSchema = z
  .object({
    windowId: z
      .number({ message: 'slot.windowId is a whole number' })
      .int('slot.windowId is a whole number')
      .positive('slot.windowId is a whole number')
      .max(MAX_WINDOW_ID, 'slot.windowId names no slot'),
    date: slotDateSchema,
  })
  .strict();
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/** GET /api/stores/:storeId/slots?deliveryOption= */
export const slotQuerySchema = z
  .object({
    deliveryOption: z.enum(DELIVERY_OPTIONS, { message: 'deliveryOption is delivery or pickup' }),
  })
  .strict();

/** One slot the customer may choose, or see as full. */
export const slotSchema = z.object({
  windowId: z.number().int(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Places left; 0 when full. */
  remaining: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotListSchema = z.object({ items: z.array(slotSchema) });
