import { z } from 'zod';
import './zod-config';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { MAX_QUOTE_LINES } from './cart-quote';
import { PRODUCT_UNITS } from './catalogue-constants';

export { MAX_QUOTE_LINES, type QuoteLine } from './cart-quote';

/** A quantity a customer may ask for: a whole number from 1 to MAX_LINE_QUANTITY. */
export const quantitySchema = z
  .number({ message: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `quantity can be at most ${MAX_LINE_QUANTITY}`);

export const cartLineSchema = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  priceMinor: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  image: z.string(),
  /** What the price is for; absent from a cart this device kept before units existed (each). */
  unit: z.enum(PRODUCT_UNITS).optional(),
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

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  currency: z.string(),
  itemCount: z.number().int(),
  subtotalMinor: z.number().int(),
  adjustments: z.array(cartAdjustmentSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** PUT /api/me/cart/items/:productId — sets the line's quantity. */
export const setCartQuantitySchema = z.object({ quantity: quantitySchema }).strict();

/** POST /api/me/cart/merge — the anonymous cart, merged into the server cart at sign-in. */
export const mergeCartSchema = z
  .object({
    lines: z
      .array(
        z.object({ productId: z.number().int().positive(), quantity: quantitySchema }).strict(),
      )
      .max(100, 'A cart holds at most 100 lines'),
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
  })
  .strict();
export type CartQuoteRequest = z.infer<typeof cartQuoteSchema>;
