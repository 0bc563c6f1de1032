import { z } from 'zod';
import '../zod-config';
import { DISCOUNT_KINDS, discountCodeTextSchema } from '../discount-code';
import { pageOf, pageQuerySchema } from '../pagination';

// The console's side of discount codes: creating, pausing and following them.
// What the customer applies stays in ../discount-code.ts.

const minorAmount = (name: string) =>
  z
    .number({ message: `${name} is a whole number of minor units` })
    .int(`${name} is a whole number of minor units`)
    .min(0, `${name} cannot be negative`)
    .max(10_000_000, `${name} is at most 100000.00`);

const usesCap = (name: string) =>
  z
    .number({ message: `${name} is a whole number` })
    .int(`${name} is a whole number`)
    .min(1, `${name} is at least 1`)
    .max(1_000_000, `${name} is at most 1000000`)
    .nullable()
    .default(null);

/** POST /api/operator/discount-codes — a new code; it cannot be edited after, only paused. */
export const discountCodeInputSchema = z
  .object({
    code: discountCodeTextSchema,
    kind: z.enum(DISCOUNT_KINDS, { message: 'kind is percent or amount' }),
    /** For a percent code: 1 to 100. */
    percentOff: z
      .number({ message: 'percentOff is a whole number' })
      .int('percentOff is a whole number')
      .min(1, 'percentOff is at least 1')
      .max(100, 'percentOff is at most 100')
      .nullable()
      .default(null),
    /** For an amount code: what it takes off, in minor units. */
    amountOffMinor: minorAmount('amountOffMinor').nullable().default(null),
    /** The eligible goods must come to at least this, in minor units. */
    minSpendMinor: minorAmount('minSpendMinor').default(0),
    /** ISO date-time; now when absent. */
    startsAt: z.iso.datetime({ offset: true, message: 'startsAt is an ISO date-time' }).optional(),
    /** ISO date-time; never ends when null. */
    endsAt: z.iso
      .datetime({ offset: true, message: 'endsAt is an ISO date-time' })
      .nullable()
      .default(null),
    /** Uses in all; unlimited when null. */
    maxUses: usesCap('maxUses'),
    /** Uses by one customer; unlimited when null. */
    maxUsesPerCustomer: usesCap('maxUsesPerCustomer'),
    /** The categories it applies to; every category when empty. */
    categoryIds: z
      .array(z.number().int('categoryIds are whole numbers').positive('categoryIds are positive'))
      .max(50, 'A code names at most 50 categories')
      .default([]),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.kind === 'percent' && input.percentOff === null) {
      context.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'Enter the percentage off',
      });
    }
    if (input.kind === 'amount' && input.amountOffMinor === null) {
      context.addIssue({
        code: 'custom',
        path: ['amountOffMinor'],
        message: 'Enter the amount off',
      });
    }
    if (input.kind === 'amount' && input.amountOffMinor === 0) {
      context.addIssue({
        code: 'custom',
        path: ['amountOffMinor'],
        message: 'The amount off must be more than 0',
      });
    }
    if (input.kind === 'percent' && input.amountOffMinor !== null) {
      context.addIssue({
        code: 'custom',
        path: ['amountOffMinor'],
        message: 'A percentage code has no amount off',
      });
    }
    if (input.kind === 'amount' && input.percentOff !== null) {
      context.addIssue({
        code: 'custom',
        path: ['percentOff'],
        message: 'An amount code has no percentage off',
      });
    }
    if (
      input.endsAt &&
      Date.parse(input.endsAt) <= Date.parse(input.startsAt ?? new Date().toISOString())
    ) {
      context.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start',
      });
    }
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/** PATCH /api/operator/discount-codes/:codeId — pause or resume. */
export const discountCodePauseSchema = z
  .object({ paused: z.boolean({ message: 'paused is true or false' }) })
  .strict();

export const discountCodeParamsSchema = z.object({ codeId: z.uuid('codeId is not a valid id') });

export const operatorDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percentOff: z.number().int().nullable(),
  amountOffMinor: z.number().int().nullable(),
  description: z.string(),
  minSpendMinor: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  paused: z.boolean(),
  /** Orders placed with it that were not cancelled. */
  uses: z.number().int(),
  /** What those orders took off, in minor units. */
  discountGivenMinor: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type OperatorDiscountCode = z.infer<typeof operatorDiscountCodeSchema>;

export const discountCodeListSchema = z.object({ items: z.array(operatorDiscountCodeSchema) });

/** One order placed with the code. */
export const discountRedemptionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  customer: z.object({ id: z.string(), name: z.string() }),
  discountMinor: z.number().int(),
  at: z.string(),
});
export const discountRedemptionPageSchema = pageOf(discountRedemptionSchema);
export const discountRedemptionQuerySchema = pageQuerySchema;
