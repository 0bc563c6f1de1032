import { z } from 'zod';
import '../zod-config';
import { toE164 } from '../mobile-number';
import { openingHoursSchema, paymentOptionSchema, WEEKDAYS } from '../store';
import {
  SUBSTITUTION_ANSWER_MAX_MINUTES,
  WEIGHED_BUFFER_MAX_PERCENT,
} from '../store-settings-constants';
import { text } from '../text';
import { normaliseVatNumber, UK_VAT_NUMBER } from '../vat-number';

// The store's settings as its owner edits them. What customers read of the
// store stays in ../store.ts.

const amount = (name: string, max: number) =>
  z
    .number({ message: `${name} is a whole number of pence` })
    .int(`${name} is a whole number of pence`)
    .min(0, `${name} cannot be negative`)
    .max(max, `${name} is at most ${(max / 100).toFixed(2)}`);

const whole = (name: string, min: number, max: number) =>
  z
    .number({ message: `${name} is a whole number` })
    .int(`${name} is a whole number`)
    .min(min, `${name} is at least ${min}`)
    .max(max, `${name} is at most ${max}`);

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
  weighedBufferPercent: whole('weighedBufferPercent', 0, WEIGHED_BUFFER_MAX_PERCENT),
  substitutionAnswerMinutes: whole('substitutionAnswerMinutes', 1, SUBSTITUTION_ANSWER_MAX_MINUTES),
});
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettings = z.output<typeof storeSettingsSchema>;

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
    weighedBufferPercent: z.number().int(),
    substitutionAnswerMinutes: z.number().int(),
  }),
  payments: z.array(paymentOptionSchema),
});
export type OperatorStore = z.infer<typeof operatorStoreSchema>;
