import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { addressSchema } from './address';
import { DELIVERY_OPTIONS } from './delivery';
import { SUBSTITUTION_DEFAULTS } from './substitution-constants';

/** Checkout's steps, in the order the customer takes them. */
export const CHECKOUT_STEPS = ['delivery', 'address', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** A line's own choice as the draft keeps it. */
const draftSubstitutionSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('similar') }),
  z.object({ choice: z.literal('none') }),
  // The product is null while the customer has yet to pick it: the order waits for it.
  z.object({
    choice: z.literal('specific'),
    product: z
      .object({ id: z.number().int(), name: text(), priceMinor: z.number().int() })
      .nullable(),
  }),
]);
export type DraftSubstitution = z.infer<typeof draftSubstitutionSchema>;

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
  /** What to do with a short line unless it says otherwise; absent from an older draft (similar). */
  substitutionDefault: z.enum(SUBSTITUTION_DEFAULTS).optional(),
  /**
   * The cart lines' own choices, by the line's productId; a 'specific' one
   * keeps the chosen product's name and price to show it again.
   */
  substitutions: z.record(z.string(), draftSubstitutionSchema).optional(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;
