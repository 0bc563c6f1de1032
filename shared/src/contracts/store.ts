import { z } from 'zod';
import './zod-config';
import { LEGAL_DOCUMENTS } from './legal-documents';
import { PAYMENT_PROVIDERS } from './payment-constants';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is HH:MM');

/** One weekday's hours; opens and closes are both null on a day the store is closed. */
export const openingHoursSchema = z.object({
  day: z.enum(WEEKDAYS),
  opens: clockTime.nullable(),
  closes: clockTime.nullable(),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().length(3),
  shopLink: z.string(),
  /** A sentence or two about the store, for search engines and link previews. */
  description: z.string(),
  /** The shop's street address, as one line. */
  address: z.string(),
  /** E.164, for tel: links. */
  phone: z.string(),
  /** The same number as the store's own country writes it: '020 7946 0038'. */
  phoneDisplay: z.string(),
  /** Monday to Sunday. */
  openingHours: z.array(openingHoursSchema),
  /** Where pickup orders are collected, and when. */
  pickupAddress: z.string(),
  pickupHours: z.string(),
  /** Whether checkout offers card payment: only where the API has a card provider. */
  cardPayments: z.boolean(),
  /** 'GB999999973'; '' for a store that is not VAT registered. */
  vatNumber: z.string(),
  /** The same number as HMRC prints it: 'GB 999 9999 73'. */
  vatNumberDisplay: z.string(),
  /** What home delivery costs below freeDeliveryFromMinor. */
  deliveryFeeMinor: z.number().int(),
  /** Goods of this value or more travel free; null: never free. */
  freeDeliveryFromMinor: z.number().int().nullable(),
  /** Checkout refuses goods worth less; 0 for no minimum. */
  minimumBasketMinor: z.number().int(),
  /** A card is held for the estimate of weighed items plus this per cent of it. */
  weighedBufferPercent: z.number().int(),
  /** How long the customer has to answer a substitution offered at picking. */
  substitutionAnswerMinutes: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;

/** Who sold an order, as the store was when it was placed: what its receipt prints. */
export interface OrderSeller {
  name: string;
  address: string;
  /** E.164; '' when the store had none. */
  phone: string;
  /** '' when the store was not VAT registered: the receipt is then a plain one. */
  vatNumber: string;
}

/** A way to pay, as the operator's settings show it: whether it is on, and what turns it on or off. */
export const paymentOptionSchema = z.object({
  method: z.enum(['card', 'cash_on_delivery', 'pay_at_pickup', 'wallet']),
  /** Who takes the money. */
  provider: z.enum(PAYMENT_PROVIDERS),
  label: z.string(),
  on: z.boolean(),
  /** Who is offered it at checkout, or why no one is, and what changes that. */
  explanation: z.string(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const storeParamsSchema = z.object({
  storeId: z.coerce
    .number()
    .int('storeId must be a whole number')
    .positive('storeId must be positive'),
});

export const legalDocumentParamsSchema = storeParamsSchema.extend({
  document: z.enum(LEGAL_DOCUMENTS, {
    message: `document is one of ${LEGAL_DOCUMENTS.join(', ')}`,
  }),
});

/**
 * One of the store's legal texts. The body is plain text: paragraphs apart by
 * a blank line, and a line starting "## " is a heading. Never HTML: pages
 * draw it as text.
 */
export const legalDocumentSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  title: z.string(),
  body: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
