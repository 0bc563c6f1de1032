import { z } from 'zod';
import './zod-config';
import { addressSchema } from './address';
import { lineOfferSchema } from './line-offers';
import { discountCodeTextSchema } from './discount-code';
import { orderSlotSchema, slotChoiceSchema } from './slots';
import { DELIVERY_OPTIONS } from './delivery';
import { ORDER_STATUSES } from './order-status';
import { pageOf, pageQuerySchema } from './pagination';
import { PRODUCT_UNITS } from './product-units';
import { problemReportSchema } from './problem-report';
import { paymentSchema } from './payment';
import {
  lineSubstitutionsSchema,
  shownSubstitutionSchema,
  substitutionDefaultSchema,
} from './substitution';

/** Card is offered only where the API has a card provider (the store's cardPayments). */
export const PAYMENT_METHODS = ['cash_on_delivery', 'pay_at_pickup', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * POST /api/me/orders — places the signed-in customer's server cart. Prices
 * never come from the client; unknown fields are refused.
 */
export const placeOrderSchema = z
  .object({
    deliveryOption: z.enum(DELIVERY_OPTIONS, { message: 'deliveryOption is delivery or pickup' }),
    addressId: z.uuid('addressId is not a valid id').optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, {
      message: 'paymentMethod is cash_on_delivery, pay_at_pickup or card',
    }),
    /**
     * The part paid from the wallet, in minor units; the rest is paid by
     * paymentMethod. Needs approved documents and enough balance.
     */
    walletAmountMinor: z
      .number({ message: 'walletAmountMinor is a whole number of minor units' })
      .int('walletAmountMinor is a whole number of minor units')
      .min(0, 'walletAmountMinor cannot be negative')
      .max(100_000_000, 'walletAmountMinor is too large')
      .optional(),
    /** A discount code to apply; refused with the reason when it does not apply. */
    discountCode: discountCodeTextSchema.optional(),
    /**
     * The delivery or pickup slot. The storefront always sends one when the
     * store offers slots; an order without one is prepared as soon as it can be.
     */
    slot: slotChoiceSchema.optional(),
    /** What to do with a line short at picking, unless the line says otherwise; similar when absent. */
    substitutionDefault: substitutionDefaultSchema.optional(),
    /** The lines' own choices, by the cart line's productId; a line not named follows the default. */
    substitutions: lineSubstitutionsSchema.optional(),
  })
  .strict()
  .superRefine((order, context) => {
    if (order.deliveryOption === 'delivery' && !order.addressId) {
      context.addIssue({
        code: 'custom',
        path: ['addressId'],
        message: 'Choose a delivery address',
      });
    }
    const expected = order.deliveryOption === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup';
    if (order.paymentMethod !== 'card' && order.paymentMethod !== expected) {
      context.addIssue({
        code: 'custom',
        path: ['paymentMethod'],
        message: `Pay ${order.deliveryOption === 'delivery' ? 'cash on delivery' : 'at pickup'} for this option`,
      });
    }
  });
export type PlaceOrderRequest = z.input<typeof placeOrderSchema>;

export const orderLineSchema = z.object({
  /** The variant sold. */
  productId: z.number().int(),
  /** The product the catalogue lists it under: its address is productPath(listedProductId, productId). */
  listedProductId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The price of one, or of a kg when the line is sold by weight. */
  unitPriceMinor: z.number().int(),
  unit: z.enum(PRODUCT_UNITS),
  /** Sold by weight: what one was reckoned to weigh at checkout; null otherwise. */
  estimatedWeightGrams: z.number().int().nullable(),
  /** Sold by weight: what the line weighed at picking; null until then (it is priced at the estimate). */
  weightGrams: z.number().int().nullable(),
  /** The VAT included in the price, in basis points, as it was when the order was placed. */
  vatRateBasisPoints: z.number().int(),
  /** What came: less than orderedQuantity when the line was short at picking. */
  quantity: z.number().int(),
  /** What the customer ordered (0 for a line that came as a substitute). */
  orderedQuantity: z.number().int(),
  lineTotalMinor: z.number().int(),
  /** The part of the order's discount that came off this line. */
  discountMinor: z.number().int(),
  /** The line's own choice if it is short at picking; null follows the order's substitutionDefault. */
  substitution: shownSubstitutionSchema.nullable(),
  /** This line came in place of a short one: the product ordered. Null for lines the customer ordered. */
  substituteFor: z.object({ productId: z.number().int(), name: z.string() }).nullable(),
  /** The latest question the store asked about this line while picking (see line-offers), if any. */
  offer: lineOfferSchema.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  deliveryOption: z.enum(DELIVERY_OPTIONS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The delivery or pickup slot chosen; null when the order has none. */
  slot: orderSlotSchema.nullable(),
  /** The address as it was when the order was placed; null for pickup. */
  address: addressSchema.omit({ id: true, isDefault: true }).nullable(),
  currency: z.string(),
  subtotalMinor: z.number().int(),
  deliveryFeeMinor: z.number().int(),
  /** The code applied, as the customer typed it (upper-cased); null without one. */
  discountCode: z.string().nullable(),
  /** What the code took off the goods. */
  discountMinor: z.number().int(),
  /** subtotalMinor + deliveryFeeMinor - discountMinor. */
  totalMinor: z.number().int(),
  /** Paid from the wallet; totalMinor - walletPaidMinor is due by paymentMethod. */
  walletPaidMinor: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  lines: z.array(orderLineSchema),
  /** What a short line gets when it has no choice of its own. */
  substitutionDefault: substitutionDefaultSchema,
  /** Whether the customer may still change the choices: until picking starts. */
  substitutionsEditable: z.boolean(),
  history: z.array(orderStatusEventSchema),
  /** How the order is paid: the wallet part and the payment method's part, each with its events. */
  payments: z.array(paymentSchema),
  /** The customer's reports of missing or damaged lines, oldest first. */
  problemReports: z.array(problemReportSchema),
  /** The last moment a problem can be reported: 7 days after completion; null until completed. */
  problemReportUntil: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema.omit({
  lines: true,
  substitutionDefault: true,
  substitutionsEditable: true,
  history: true,
  address: true,
  payments: true,
  problemReports: true,
  problemReportUntil: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = pageOf(orderSummarySchema);
export const ORDER_PAGE_SIZE = 10;

export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderParamsSchema = z.object({ orderId: z.uuid('orderId is not a valid id') });

/** POST /api/me/orders/:orderId/reorder — what went back into the cart, and what could not. */
export const reorderResponseSchema = z.object({
  added: z.array(
    z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() }),
  ),
  unavailable: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      /** Fewer in stock than ordered: the quantity that was added, or 0. */
      addedQuantity: z.number().int(),
      reason: z.enum(['out_of_stock', 'not_enough_stock', 'no_longer_sold']),
    }),
  ),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;
