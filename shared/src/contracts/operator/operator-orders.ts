import { z } from 'zod';
import '../zod-config';
import { text } from '../text';
import { addressSchema } from '../address';
import { DELIVERY_OPTIONS } from '../delivery';
import { orderLineSchema, orderSummarySchema } from '../order';
import { problemReportSchema } from '../problem-report';
import { paymentSchema } from '../payment';
import { ORDER_STATUSES } from '../order-status';
import { searchTextSchema } from '../pagination';
import { substitutionDefaultSchema } from '../substitution';

/** Who a person on the record is: an operator or a customer, by name. */
export const personSchema = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

/**
 * Where a page of the store's orders starts or ends: the created_at (in
 * microseconds, as the database keeps it) and number of one order. The list
 * reads newest first by (createdAt, number), so a page after this place holds
 * the orders just older than it, whatever was placed since.
 */
export interface OrderListPlace {
  /** ISO 8601 in UTC with microseconds: 2025-03-01T09:30:00.123456Z. */
  createdAt: string;
  number: string;
}

const PLACE_CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const PLACE_NUMBER = /^CM-\d{6,12}$/;

const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The opaque cursor the API answers for a place, and takes back in ?after= or ?before=. */
export function encodeOrderCursor(place: OrderListPlace): string {
  return toBase64Url(JSON.stringify([place.createdAt, place.number]));
}

/** The place a cursor names, or undefined when it is not one this list gave. */
export function decodeOrderCursor(cursor: string): OrderListPlace | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return undefined;
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, number] = value as unknown[];
    if (typeof createdAt !== 'string' || !PLACE_CREATED_AT.test(createdAt)) return undefined;
    if (typeof number !== 'string' || !PLACE_NUMBER.test(number)) return undefined;
    return { createdAt, number };
  } catch {
    return undefined;
  }
}

const cursorSchema = (field: 'after' | 'before') =>
  z.string().transform((cursor, context) => {
    const place = decodeOrderCursor(cursor);
    if (!place) {
      context.addIssue({
        code: 'custom',
        message: `${field} is not a place in this list; start again from the first page`,
      });
      return z.NEVER;
    }
    return place;
  });

/**
 * GET /api/operator/orders?status=&deliveryOption=&q=&customerId=&after=|before= —
 * the store's orders, newest first, a page at a time by keyset: after= is the
 * nextCursor of the page before (older orders), before= the previousCursor of
 * the page after (newer ones); neither is the first page. q finds an order
 * number (CM-000123, or just 123) or a customer by name, e-mail or mobile.
 */
export const operatorOrderListQuerySchema = z
  .object({
    status: z
      .enum(ORDER_STATUSES, { message: `status is one of ${ORDER_STATUSES.join(', ')}` })
      .optional(),
    deliveryOption: z
      .enum(DELIVERY_OPTIONS, { message: 'deliveryOption is delivery or pickup' })
      .optional(),
    q: searchTextSchema.optional(),
    customerId: z.uuid('customerId is not a valid id').optional(),
    after: cursorSchema('after').optional(),
    before: cursorSchema('before').optional(),
  })
  .refine((query) => !(query.after && query.before), {
    message: 'before cannot go with after: a page is read in one direction',
    path: ['before'],
  });
export type OperatorOrderListQuery = z.input<typeof operatorOrderListQuerySchema>;
export const OPERATOR_ORDER_PAGE_SIZE = 20;

export const operatorOrderSummarySchema = orderSummarySchema.extend({
  customer: z.object({ id: z.string(), name: z.string(), mobile: z.string() }),
});
export type OperatorOrderSummary = z.infer<typeof operatorOrderSummarySchema>;

/**
 * A page of the store's orders. There is no total: counting every matching
 * order would read the whole store's orders on each page, where a page by
 * keyset reads only its own rows.
 */
export const operatorOrderPageSchema = z.object({
  items: z.array(operatorOrderSummarySchema),
  pageSize: z.number().int(),
  /** ?after= for the older orders; null when this page reaches the oldest. */
  nextCursor: z.string().nullable(),
  /** ?before= for the newer orders; null when this page starts at the newest. */
  previousCursor: z.string().nullable(),
});
export type OperatorOrderPage = z.infer<typeof operatorOrderPageSchema>;

/** A line as the packer needs it: what the customer saw, plus SKU, category and unit. */
export const operatorOrderLineSchema = orderLineSchema.extend({
  sku: z.string(),
  categoryName: z.string(),
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
  /** What a short line gets when it has no choice of its own (each line's substitution). */
  substitutionDefault: substitutionDefaultSchema,
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
  payments: z.array(paymentSchema),
  /**
   * Why the store should look at this order: each payment event it refused (a
   * card payment Stripe reported for another amount or currency, or as needing
   * no payment), in words. Empty when nothing needs attention.
   */
  attention: z.array(z.string()),
  problemReports: z.array(problemReportSchema),
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
