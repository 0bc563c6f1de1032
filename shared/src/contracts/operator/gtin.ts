import { isValid } from 'gtin';
import { z } from 'zod';
import '../zod-config';

// A product's barcode number: EAN-13, EAN-8 or UPC-A (12 digits). The check
// digit is verified with the `gtin` package, here, so the console's form and
// the API refuse the same codes with the same words.

const GTIN_DIGITS = /^(?:\d{8}|\d{12}|\d{13})$/;

/** Spaces and hyphens as printed under some barcodes are left out: '5 012345 000019' → '5012345000019'. */
export const gtinDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Its 14-digit form, which is what two codes are compared by: a UPC-A is the EAN-13 with a 0 before it. */
export const gtin14 = (gtin: string) => gtin.padStart(14, '0');

/** Whether the digits are a GTIN (8, 12 or 13 digits) whose check digit matches. */
export const isValidGtin = (digits: string) => GTIN_DIGITS.test(digits) && isValid(digits);

/** The GTIN made of these digits and the check digit that completes them (the seed's codes). */
export function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidGtin(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error(`${body}: not the start of an 8, 12 or 13 digit GTIN`);
}

export const GTIN_FORMAT_MESSAGE = 'A barcode is 8, 12 or 13 digits (EAN-8, UPC-A or EAN-13)';
export const GTIN_CHECK_DIGIT_MESSAGE = 'Enter a valid barcode: the check digit doesn’t match';

/** A GTIN as typed or scanned, as its digits; the check digit must match. */
export const gtinSchema = z
  .string({ message: 'gtin is the barcode’s digits' })
  .transform(gtinDigits)
  .superRefine((digits, context) => {
    if (!GTIN_DIGITS.test(digits))
      context.addIssue({ code: 'custom', message: GTIN_FORMAT_MESSAGE });
    else if (!isValid(digits))
      context.addIssue({ code: 'custom', message: GTIN_CHECK_DIGIT_MESSAGE });
  });

/** A product's GTIN in a form: blank is none (null). */
export const optionalGtinSchema = z.preprocess(
  (value) => (typeof value === 'string' && gtinDigits(value) === '' ? null : value),
  gtinSchema.nullable(),
);

/** The most one unit of a product sold by weight is estimated to weigh: 50 kg. */
export const ESTIMATED_WEIGHT_MAX_GRAMS = 50_000;

/** The estimated weight of one unit the customer orders (one banana, one bunch), in grams. */
export const estimatedWeightGramsSchema = z
  .number({ message: 'estimatedWeightGrams is a whole number of grams' })
  .int('estimatedWeightGrams is a whole number of grams')
  .min(1, 'The estimated weight is at least 1 g')
  .max(
    ESTIMATED_WEIGHT_MAX_GRAMS,
    `The estimated weight is at most ${ESTIMATED_WEIGHT_MAX_GRAMS} g`,
  );

export const ESTIMATED_WEIGHT_REQUIRED_MESSAGE =
  'Enter the estimated weight of one unit, in grams: the product is sold per kg';
