import { z } from 'zod';
import './zod-config';
import { LINE_OFFER_KINDS, LINE_OFFER_STATES } from './line-offer-constants';

// What the store asks a customer about one line while the order is picked,
// and the customer's answer. Two things are asked:
//
// - substitute: the line was short, and the picker offers another product for
//   the missing ones. Accepted, it is charged at its own price (so a dearer
//   one only when the customer says yes); with no answer by the window's end
//   the customer's choice ("a similar item" or "this one instead") stands and
//   it is charged at the lower of the two prices; rejected, the missing ones
//   are not charged and the substitute goes back on the shelf.
// - over_hold: a weighed line came to more than the card was held for.
//   Accepted, the hold is raised and the real weight charged; rejected, the
//   picker is asked to weigh it again within the hold; with no answer the
//   store charges no more than the hold.
//
// The window is the store's substitutionAnswerMinutes.

export const lineOfferSchema = z.object({
  id: z.string(),
  kind: z.enum(LINE_OFFER_KINDS),
  state: z.enum(LINE_OFFER_STATES),
  /** The order line asked about (its productId). */
  productId: z.number().int(),
  askedAt: z.string(),
  /** When the window closes; with no answer by then the default stands. */
  answerBy: z.string(),
  answeredAt: z.string().nullable(),
  /** substitute: what the picker would bring for the missing ones; null for over_hold. */
  substitute: z
    .object({
      productId: z.number().int(),
      name: z.string(),
      image: z.string(),
      quantity: z.number().int(),
      /** Its own shelf price: what one costs when the customer accepts. */
      unitPriceMinor: z.number().int(),
      /** What one costs when the window closes unanswered: the lower of the two prices. */
      unitPriceIfNoAnswerMinor: z.number().int(),
    })
    .nullable(),
  /** over_hold: what the order comes to over the held amount; 0 for substitute. */
  extraMinor: z.number().int(),
});
export type LineOffer = z.infer<typeof lineOfferSchema>;

export const lineOfferParamsSchema = z.object({
  orderId: z.uuid('orderId is not a valid id'),
  offerId: z.uuid('offerId is not a valid id'),
});

/** POST /api/me/orders/:orderId/offers/:offerId/answer */
export const answerLineOfferSchema = z
  .object({ accept: z.boolean({ message: 'accept is true or false' }) })
  .strict();
export type AnswerLineOfferRequest = z.infer<typeof answerLineOfferSchema>;
