import { z } from 'zod';
import '../zod-config';
import { DELIVERY_OPTIONS } from '../delivery';
import { ORDER_STATUSES } from '../order-status';
import { PRODUCT_UNITS } from '../catalogue-constants';
import { SUBSTITUTION_CHOICES } from '../substitution-constants';
import { MAX_WINDOW_ID, slotDateSchema } from '../slots';

// The store's slot windows and the day's pick list, as the console keeps them.
// The slots customers choose from stay in ../slots.ts.

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (name: string) =>
  z
    .string({ message: `${name} is a time like 09:30` })
    .regex(TIME_PATTERN, `${name} is a time like 09:30`);
/** POST /api/operator/slot-windows and PUT /api/operator/slot-windows/:windowId */
export const slotWindowInputSchema = z
  .object({
    deliveryOption: z.enum(DELIVERY_OPTIONS, { message: 'deliveryOption is delivery or pickup' }),
    weekday: z
      .number({ message: 'weekday is 1 (Monday) to 7 (Sunday)' })
      .int('weekday is 1 (Monday) to 7 (Sunday)')
      .min(1, 'weekday is 1 (Monday) to 7 (Sunday)')
      .max(7, 'weekday is 1 (Monday) to 7 (Sunday)'),
    startTime: timeOfDay('startTime'),
    endTime: timeOfDay('endTime'),
    capacity: z
      .number({ message: 'capacity is a whole number' })
      .int('capacity is a whole number')
      .min(1, 'capacity is at least 1')
      .max(1000, 'capacity is at most 1000'),
    /** Orders close this many minutes before the slot starts. */
    cutoffMinutes: z
      .number({ message: 'cutoffMinutes is a whole number' })
      .int('cutoffMinutes is a whole number')
      .min(0, 'cutoffMinutes cannot be negative')
      .max(10_080, 'cutoffMinutes is at most a week (10080)'),
    active: z.boolean({ message: 'active is true or false' }).default(true),
  })
  .strict()
  .refine((window) => window.endTime > window.startTime, {
    path: ['endTime'],
    message: 'The end must be after the start',
  });
export type SlotWindowInput = z.input<typeof slotWindowInputSchema>;

export const slotWindowParamsSchema = z.object({
  windowId: z.coerce
    .number()
    .int('windowId must be a whole number')
    .positive('windowId must be positive')
    .max(MAX_WINDOW_ID, 'windowId names no window'),
});

export const slotWindowSchema = z.object({
  id: z.number().int(),
  deliveryOption: z.enum(DELIVERY_OPTIONS),
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  cutoffMinutes: z.number().int(),
  active: z.boolean(),
});
export type SlotWindow = z.infer<typeof slotWindowSchema>;
export const slotWindowListSchema = z.object({ items: z.array(slotWindowSchema) });

/** GET /api/operator/slots?date= — one day's slots with their orders, and what to pick for them. */
export const slotDayQuerySchema = z.object({ date: slotDateSchema }).strict();

export const slotDaySchema = z.object({
  date: z.string(),
  slots: z.array(
    z.object({
      windowId: z.number().int(),
      deliveryOption: z.enum(DELIVERY_OPTIONS),
      startsAt: z.string(),
      endsAt: z.string(),
      capacity: z.number().int(),
      /** Orders in the slot that are not cancelled. */
      booked: z.number().int(),
      orders: z.array(
        z.object({
          id: z.string(),
          number: z.string(),
          status: z.enum(ORDER_STATUSES),
          customer: z.object({ id: z.string(), name: z.string() }),
          itemCount: z.number().int(),
          totalMinor: z.number().int(),
        }),
      ),
    }),
  ),
  /** Every line of the day's orders that are not cancelled, added up by product. */
  pickList: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      sku: z.string(),
      categoryName: z.string(),
      unit: z.enum(PRODUCT_UNITS),
      quantity: z.number().int(),
      /**
       * What the customers want if it is short, added up by choice (each
       * line's own, or its order's default): 'specific' with the product's
       * name, most wanted first.
       */
      ifShort: z.array(
        z.object({
          choice: z.enum(SUBSTITUTION_CHOICES),
          name: z.string().nullable(),
          quantity: z.number().int(),
        }),
      ),
    }),
  ),
  currency: z.string(),
});
export type SlotDay = z.infer<typeof slotDaySchema>;
