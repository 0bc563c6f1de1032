import { z } from 'zod';
import '../zod-config';
import { DELIVERY_OPTIONS } from '../delivery';
import { PRODUCT_UNITS } from '../product-units';
import { lineOfferSchema } from '../line-offers';
import { slotChoiceSchema } from '../slots';
import { shownSubstitutionSchema } from '../substitution';
import { gtinSchema } from './gtin';

// The picking app's contracts (/api/operator/picking): a picker claims a
// batch of confirmed orders, walks the shop once for all of them, and settles
// each line; finishing the batch prices every order at what was picked.

/** The most orders one batch takes: a trolley's totes. */
export const MAX_BATCH_ORDERS = 12;
/** The heaviest weight a line can be given, in grams: a typing slip past it is refused. */
export const MAX_LINE_WEIGHT_GRAMS = 100_000;

/** Where a line is: not yet picked, or settled one way. */
export const PICK_STATES = ['to_pick', 'picked', 'short'] as const;
export type PickState = (typeof PICK_STATES)[number];

/** POST /picking/batches: the orders of one slot, or the next `count` confirmed orders. */
export const claimBatchSchema = z.union([
  z
    .object({
      slot: slotChoiceSchema,
    })
    .strict(),
  z
    .object({
      count: z
        .number({ message: 'count is a whole number' })
        .int('count is a whole number')
        .min(1, 'count is at least 1')
        .max(MAX_BATCH_ORDERS, `count is at most ${MAX_BATCH_ORDERS}`),
    })
    .strict(),
]);
export type ClaimBatchRequest = z.infer<typeof claimBatchSchema>;

export const batchParamsSchema = z.object({ batchId: z.uuid('batchId is not a valid id') });

/**
 * One action on one line, as the picking app queues it (offline too). `key`
 * is made once on the device, so a retry is applied once; `expectedVersion`
 * is the line's version the picker saw, so an action made against an older
 * state of the line is refused, never applied over a newer one.
 */
export const pickActionSchema = z
  .object({
    key: z
      .string({ message: 'key is required' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'key is 8 to 64 letters, digits, - or _'),
    orderId: z.uuid('orderId is not a valid id'),
    productId: z.number().int().positive('productId is not a product'),
    expectedVersion: z.number().int().min(0, 'expectedVersion is a line version'),
    kind: z.enum(['pick', 'short', 'weigh', 'substitute', 'reset'], {
      message: 'kind is pick, short, weigh, substitute or reset',
    }),
    /**
     * pick and weigh: how many were put in the tote (all of them when absent);
     * short: how many were found; substitute: how many of the substitute
     * (the missing quantity when absent).
     */
    quantity: z
      .number({ message: 'quantity is a whole number' })
      .int('quantity is a whole number')
      .min(0, 'quantity cannot be negative')
      .optional(),
    /** weigh: what the line's goods weigh together. */
    weightGrams: z
      .number({ message: 'weightGrams is a whole number of grams' })
      .int('weightGrams is a whole number of grams')
      .min(1, 'weightGrams is at least 1')
      .max(MAX_LINE_WEIGHT_GRAMS, `weightGrams is at most ${MAX_LINE_WEIGHT_GRAMS}`)
      .optional(),
    /**
     * substitute: the product offered for a short line's missing ones. The
     * line must be short, the customer's choice not "no substitute", and the
     * product in stock, not sold by weight, and not already in the order.
     * The customer is asked (a line offer) and the line waits on the answer.
     */
    substituteProductId: z
      .number()
      .int()
      .positive('substituteProductId is not a product')
      .optional(),
    /**
     * substitute, in place of substituteProductId: the substitute's barcode,
     * as scanned or typed where the picker could not look it up (offline).
     * The store finds its product when the action arrives: 400 naming
     * substituteGtin when none of its products has the code.
     */
    substituteGtin: gtinSchema.optional(),
  })
  .strict()
  .refine(
    (action) =>
      action.kind !== 'substitute' ||
      (action.substituteProductId === undefined) !== (action.substituteGtin === undefined),
    {
      message: 'substituteProductId or substituteGtin is required to substitute, not both',
      path: ['substituteProductId'],
    },
  );
export type PickAction = z.infer<typeof pickActionSchema>;

/** One order's part of a walk stop: its tote, what it wants, and where its line is. */
export const pickLineSchema = z.object({
  orderId: z.string(),
  tote: z.string(),
  quantity: z.number().int(),
  state: z.enum(PICK_STATES),
  pickedQuantity: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  version: z.number().int(),
  /** What the customer wants for this line when it is short: their own choice or the order's default. */
  substitution: shownSubstitutionSchema,
  /** The latest question asked about this line (a substitute or a weight over the hold), if any. */
  offer: lineOfferSchema.nullable(),
});
export type PickLine = z.infer<typeof pickLineSchema>;

/** One stop on the walk: a product, and every tote that wants it. */
export const walkStopSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  /** The barcode a scan must match; null when the product has none (the SKU is typed instead). */
  gtin: z.string().nullable(),
  image: z.string(),
  categoryName: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  /** Sold by weight: what one is reckoned to weigh. */
  estimatedWeightGrams: z.number().int().nullable(),
  /**
   * Sold by weight: the product's price of a kg now, in minor units, as the
   * store's scale prices a label; a price-embedded label is read back into
   * its weight with it. Null when sold by the piece.
   */
  pricePerKgMinor: z.number().int().nullable(),
  lines: z.array(pickLineSchema),
});
export type WalkStop = z.infer<typeof walkStopSchema>;

export const pickBatchSchema = z.object({
  id: z.string(),
  claimedAt: z.string(),
  finishedAt: z.string().nullable(),
  picker: z.object({ id: z.string(), name: z.string() }),
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      tote: z.string(),
      deliveryOption: z.enum(DELIVERY_OPTIONS),
      customerName: z.string(),
    }),
  ),
  /** Aisle by aisle, in the store's category order. */
  walk: z.array(walkStopSchema),
});
export type PickBatch = z.infer<typeof pickBatchSchema>;

/** What an action did: the line as it is now. `replayed` when the key was seen before. */
export const pickActionResultSchema = z.object({
  line: pickLineSchema.extend({ productId: z.number().int() }),
  replayed: z.boolean(),
});
export type PickActionResult = z.infer<typeof pickActionResultSchema>;

/** GET /picking: the picker's open batch, and what there is to claim. */
export const pickingOverviewSchema = z.object({
  openBatchId: z.string().nullable(),
  /** Confirmed orders no batch has taken, by slot (null: no slot), soonest first. */
  waiting: z.array(
    z.object({
      slot: z
        .object({
          windowId: z.number().int(),
          date: z.string(),
          startsAt: z.string(),
          endsAt: z.string(),
        })
        .nullable(),
      orders: z.number().int(),
    }),
  ),
});
export type PickingOverview = z.infer<typeof pickingOverviewSchema>;

/** POST /picking/batches/:id/finish: each order, moved on and priced at what was picked. */
export const finishBatchResultSchema = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      totalMinor: z.number().int(),
    }),
  ),
});
export type FinishBatchResult = z.infer<typeof finishBatchResultSchema>;

/** GET /picking/batches/:batchId/suggestions?orderId=&productId= — what could replace a short line. */
export const suggestionsQuerySchema = z.object({
  orderId: z.uuid('orderId is not a valid id'),
  productId: z.coerce.number().int().positive('productId is not a product'),
});

/**
 * The customer's own "this one instead" first (when in stock), then the
 * store's: the same category, in stock, nearest in price, never sold by
 * weight nor already in the order. At most 6.
 */
export const substituteSuggestionsSchema = z.object({
  suggestions: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      sku: z.string(),
      gtin: z.string().nullable(),
      image: z.string(),
      priceMinor: z.number().int(),
      stock: z.number().int(),
      /** The customer named this one ("this one instead"). */
      customersChoice: z.boolean(),
    }),
  ),
});
export type SubstituteSuggestions = z.infer<typeof substituteSuggestionsSchema>;

/**
 * POST /picking/batches/:id/finish refuses with 409 ANSWERS_AWAITED while a
 * customer's window is still open; `details.orders` says whose and until when.
 */
export const ANSWERS_AWAITED = 'ANSWERS_AWAITED';
