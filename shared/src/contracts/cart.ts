import { z } from 'zod';
import './zod-config';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { MAX_QUOTE_LINES } from './cart-quote';
import { PRODUCT_UNITS } from './catalogue-constants';
import { discountCodeTextSchema } from './discount-code';

export { MAX_QUOTE_LINES, type QuoteLine } from './cart-quote';

/** A quantity a customer may ask for: a whole number from 1 to MAX_LINE_QUANTITY. */
export const quantitySchema = z
  .number({ message: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `quantity can be at most ${MAX_LINE_QUANTITY}`);

export const cartLineSchema = z.object({
  /** The variant the line holds. */
  productId: z.number().int(),
  /**
   * Its family's listed product, whose page it links to (productPath); absent
   * from a cart this device kept before variants had addresses.
   */
  listedProductId: z.number().int().optional(),
  slug: z.string(),
  name: z.string(),
  priceMinor: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  image: z.string(),
  /** What the price is for; absent from a cart this device kept before units existed (each). */
  unit: z.enum(PRODUCT_UNITS).optional(),
  /** Sold by weight: what one is reckoned to weigh, which prices it until it is weighed (eachPriceMinor). */
  estimatedWeightGrams: z.number().int().nullable().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** A line whose quantity was cut to what is in stock (or removed when none is left). */
export const cartAdjustmentSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  requested: z.number().int(),
  granted: z.number().int(),
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

/**
 * The discount code applied to the cart, priced against its lines as they are
 * now. A code that stops applying (the cart fell below its minimum, or lost the
 * goods it is for) stays on the cart, takes nothing off, and says why; it
 * applies again once the cart qualifies, until the customer removes it.
 */
export const cartDiscountSchema = z.object({
  code: z.string(),
  /** '10% off dairy'; null when the store has no such code. */
  description: z.string().nullable(),
  /** What it takes off the cart now; 0 while it does not apply. */
  discountMinor: z.number().int(),
  /** Why it takes nothing off now, in the customer's words; null while it applies. */
  notApplying: z.string().nullable(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  currency: z.string(),
  itemCount: z.number().int(),
  subtotalMinor: z.number().int(),
  adjustments: z.array(cartAdjustmentSchema),
  /** The applied discount code; null when there is none. */
  discount: cartDiscountSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/** PUT /api/me/cart/items/:productId — sets the line's quantity. */
export const setCartQuantitySchema = z.object({ quantity: quantitySchema }).strict();

/** PUT /api/me/cart/discount — applies a code to the signed-in customer's cart. */
export const applyCartDiscountSchema = z.object({ code: discountCodeTextSchema }).strict();
export type ApplyCartDiscountRequest = z.infer<typeof applyCartDiscountSchema>;

/**
 * POST /api/me/cart/merge — the anonymous cart, merged into the server cart at
 * sign-in. Its discount code comes along when the server cart has none.
 */
export const mergeCartSchema = z
  .object({
    lines: z
      .array(
        z.object({ productId: z.number().int().positive(), quantity: quantitySchema }).strict(),
      )
      .max(100, 'A cart holds at most 100 lines'),
    discountCode: discountCodeTextSchema.optional(),
  })
  .strict();
export type MergeCartRequest = z.infer<typeof mergeCartSchema>;

/**
 * POST /api/stores/:storeId/cart/quote — an anonymous cart's lines (the host's
 * server reads them from the cart cookie), priced today and cut to the stock.
 */
export const cartQuoteSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            productId: z
              .number({ message: 'productId must be a number' })
              .int('productId must be a whole number')
              .positive('productId must be positive'),
            quantity: quantitySchema,
          })
          .strict(),
      )
      .max(MAX_QUOTE_LINES, `A quote holds at most ${MAX_QUOTE_LINES} lines`),
    /** The code the anonymous cart carries, priced against these lines. */
    discountCode: discountCodeTextSchema.optional(),
  })
  .strict();
export type CartQuoteRequest = z.infer<typeof cartQuoteSchema>;
