import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { addressSchema } from './address';
import { DELIVERY_OPTIONS } from './delivery';

/** Checkout's steps, in the order the customer takes them. */
export const CHECKOUT_STEPS = ['delivery', 'address', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A checkout in progress, as kept on the device; it comes back from storage, so it is checked like any input. */
export const checkoutDraftSchema = z.object({
  userId: text(),
  step: z.enum(CHECKOUT_STEPS),
  deliveryOption: z.enum(DELIVERY_OPTIONS),
  address: addressSchema.nullable(),
  /** The slot chosen, with its times to show; absent from a draft kept before slots existed. */
  slot: z
    .object({ windowId: z.number().int(), date: text(), startsAt: text(), endsAt: text() })
    .nullable()
    .optional(),
  /**
   * Card chosen over paying in person (the delivery option's own way); only
   * where the store takes cards. Absent from a draft kept before cards, which
   * means in person.
   */
  payByCard: z.boolean().optional(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;
