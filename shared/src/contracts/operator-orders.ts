import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { addressSchema } from './address';
import { PRODUCT_UNITS } from './catalogue-constants';
import { DELIVERY_OPTIONS } from './delivery';
import { orderLineSchema, orderSummarySchema } from './order';
import { ORDER_STATUSES } from './order-status';
import { pageOf, pageQuerySchema, searchTextSchema } from './pagination';

/** Who a person on the record is: an operator or a customer, by name. */
export const personSchema = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

/**
 * GET /api/operator/orders?status=&deliveryOption=&q=&customerId=&page= —
 * the store's orders, newest first. q finds an order number (CM-000123, or
 * just 123) or a customer by name, e-mail or mobile.
 */
export const operatorOrderListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(ORDER_STATUSES, { message: `status is one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  deliveryOption: z
    .enum(DELIVERY_OPTIONS, { message: 'deliveryOption is delivery or pickup' })
    .optional(),
  q: searchTextSchema.optional(),
  customerId: z.uuid('customerId is not a valid id').optional(),
});
export type OperatorOrderListQuery = z.input<typeof operatorOrderListQuerySchema>;
export const OPERATOR_ORDER_PAGE_SIZE = 20;

export const operatorOrderSummarySchema = orderSummarySchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), mobile: z.string() }),
});
export const operatorOrderPageSchema = pageOf(operatorOrderSummarySchema);
export type OperatorOrderSummary = z.infer<typeof operatorOrderSummarySchema>;

/** A line as the packer needs it: what the customer saw, plus SKU, category and unit. */
export const operatorOrderLineSchema = orderLineSchema.extend({
  sku: z.string(),
  categoryName: z.string(),
  unit: z.enum(PRODUCT_UNITS),
});
export type OperatorOrderLine = z.infer<typeof operatorOrderLineSchema>;

export const operatorStatusEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
  /** Who made the change; null when the system did (placing the order). */
  changedBy: personSchema.extend({ role: z.enum(['customer', 'operator']) }).nullable(),
});
export type OperatorStatusEvent = z.infer<typeof operatorStatusEventSchema>;

/** GET /api/operator/orders/:orderId — everything needed to pack and hand over one order. */
export const operatorOrderSchema = orderSummarySchema.extend({
  lines: z.array(operatorOrderLineSchema),
  /** The delivery address as it was when the order was placed; null for pickup. */
  address: addressSchema.omit({ id: true, isDefault: true }).nullable(),
  /** Where a pickup order is collected; null for delivery. */
  pickupPoint: z.object({ name: z.string(), address: z.string(), hours: z.string() }).nullable(),
  /** What is still to be paid by paymentMethod: 0 once completed or cancelled. */
  amountDueMinor: z.number().int(),
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string(),
  }),
  history: z.array(operatorStatusEventSchema),
  /** The moves ORDER_TRANSITIONS allows from here. */
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

/**
 * POST /api/operator/orders/:orderId/status — one legal move (ORDER_TRANSITIONS).
 * Cancelling needs the reason in note: the customer reads it in their timeline.
 */
export const updateOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { message: `status is one of ${ORDER_STATUSES.join(', ')}` }),
    note: text().trim().max(200, 'Use at most 200 characters').optional(),
  })
  .strict()
  .superRefine((change, context) => {
    if (change.status === 'cancelled' && !change.note) {
      context.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Say why the order is cancelled: the customer is told',
      });
    }
  });
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusSchema>;
