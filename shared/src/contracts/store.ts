import { z } from 'zod';
import './zod-config';
import { LEGAL_DOCUMENTS } from './legal-documents';
import { toE164 } from './mobile-number';
import { PAYMENT_PROVIDERS } from './payment-constants';
import { text } from './text';
import { normaliseVatNumber, UK_VAT_NUMBER } from './vat-number';

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

const amount = (name: string, max: number) =>
  z
    .number({ message: `${name} is a whole number of pence` })
    .int(`${name} is a whole number of pence`)
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} is at most ${(max / 100).toFixed(2)}`);

const line = (name: string, max: number) =>
  text()
    .trim()
    .max(max, `${name} is at most ${max} characters`)
    .refine((value) => !value.includes('\n'), `${name} is one line`);

/** A legal page's text: long, but not without bound (every legal page reads the whole of it). */
const LEGAL_TEXT_MAX_LENGTH = 50_000;
const legalText = (name: string) =>
  text()
    .trim()
    .max(LEGAL_TEXT_MAX_LENGTH, `${name} is at most ${LEGAL_TEXT_MAX_LENGTH} characters`);

/** Monday to Sunday, each day once and in order; a day is open with both times, opening first, or closed with neither. */
const weekSchema = z
  .array(openingHoursSchema)
  .length(7, 'openingHours lists the 7 days, Monday first')
  .superRefine((week, context) => {
    week.forEach((day, index) => {
      if (day.day !== WEEKDAYS[index]) {
        context.addIssue({
          code: 'custom',
          path: [index, 'day'],
          message: `day ${index + 1} is ${WEEKDAYS[index]}`,
        });
      } else if ((day.opens === null) !== (day.closes === null)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'closes'],
          message: `${day.day} needs both times, or neither when closed`,
        });
      } else if (day.opens !== null && day.closes !== null && day.opens >= day.closes) {
        context.addIssue({
          code: 'custom',
          path: [index, 'closes'],
          message: `${day.day} closes after it opens`,
        });
      }
    });
  });

/**
 * What the store's owner sets (PUT /api/operator/store): the whole of it each
 * time, so a form that was open while another operator saved overwrites
 * plainly rather than mixing the two.
 */
export const storeSettingsSchema = z.object({
  name: line('name', 80).pipe(z.string().min(1, 'name is required')),
  description: text().trim().max(300, 'description is at most 300 characters'),
  address: line('address', 200).pipe(z.string().min(1, 'address is required')),
  /** Any way a person writes a number; kept in E.164. */
  phone: text()
    .trim()
    .transform((value, context) => {
      if (value === '') return '';
      const e164 = toE164(value);
      if (e164) return e164;
      context.addIssue({ code: 'custom', message: 'phone is not a phone number' });
      return z.NEVER;
    }),
  openingHours: weekSchema,
  pickupAddress: line('pickupAddress', 200),
  pickupHours: line('pickupHours', 120),
  /** 'GB 999 9999 73' or 'GB999999973'; kept without spaces. '' for none. */
  vatNumber: text()
    .transform(normaliseVatNumber)
    .refine(
      (value) => value === '' || UK_VAT_NUMBER.test(value),
      'vatNumber is GB and 9 digits (or 12 for a branch), e.g. GB999999973',
    ),
  termsText: legalText('termsText'),
  privacyText: legalText('privacyText'),
  cookiesText: legalText('cookiesText'),
  deliveryFeeMinor: amount('deliveryFeeMinor', 100_00),
  freeDeliveryFromMinor: amount('freeDeliveryFromMinor', 10_000_00).nullable(),
  minimumBasketMinor: amount('minimumBasketMinor', 10_000_00),
});
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettings = z.output<typeof storeSettingsSchema>;

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

/** GET /api/operator/store: the settings as stored, and the ways to pay. */
export const operatorStoreSchema = z.object({
  settings: z.object({
    name: z.string(),
    description: z.string(),
    address: z.string(),
    phone: z.string(),
    openingHours: z.array(openingHoursSchema),
    pickupAddress: z.string(),
    pickupHours: z.string(),
    vatNumber: z.string(),
    termsText: z.string(),
    privacyText: z.string(),
    cookiesText: z.string(),
    deliveryFeeMinor: z.number().int(),
    freeDeliveryFromMinor: z.number().int().nullable(),
    minimumBasketMinor: z.number().int(),
  }),
  payments: z.array(paymentOptionSchema),
});
export type OperatorStore = z.infer<typeof operatorStoreSchema>;

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
