import { z } from 'zod';
import './zod-config';
import { LEGAL_DOCUMENTS } from './legal-documents';

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
});
export type Store = z.infer<typeof storeSchema>;

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
