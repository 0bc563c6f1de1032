import { z } from 'zod';

/**
 * What an order's event log (GET /api/me/orders/:orderId/events and the
 * store's /api/operator/orders/events) can say (each written by
 * recordOrderEvent in the API's orders module):
 *
 * - status_changed: the order moved; data { status, from, note } (from is null when placed).
 * - substitution_offered: a short line's substitute, or a weight over the
 *   hold (data.kind over_hold), is put to the customer.
 * - substitution_answered: the customer accepted or rejected it (or the window closed).
 * - line_picked: a line was picked in full.
 * - line_short: a line was short on the shelf; data says how many were found.
 * - line_weighed: a weighed line got its real weight.
 * - line_reset: the picker undid a line: it is to pick again.
 * - order_repriced: the order's total changed (substitutions, weights).
 */
export const ORDER_EVENT_KINDS = [
  'status_changed',
  'substitution_offered',
  'substitution_answered',
  'line_picked',
  'line_short',
  'line_weighed',
  'line_reset',
  'order_repriced',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * One event as a stream sends it (its SSE `data:`): the SSE `id:` is the
 * event's id, the SSE `event:` its kind; the kind's own data is spread in.
 */
export interface OrderEventMessage {
  orderId: string;
  orderNumber: string;
  kind: OrderEventKind;
  /** ISO 8601. */
  at: string;
  [detail: string]: unknown;
}

/** An event id as a resume point (`since`, `Last-Event-ID`): the integer of a stream's `id:` lines. */
export const ORDER_EVENT_ID_PATTERN = /^\d{1,18}$/;

const eventId = (field: string) =>
  z
    .string()
    .regex(ORDER_EVENT_ID_PATTERN, `${field} must be the id of an event the stream sent`)
    .optional();

/** GET /api/me/orders/:orderId/events — since resumes after that event, as Last-Event-ID does. */
export const orderEventsQuerySchema = z.object({ since: eventId('since') });

/** GET /api/operator/orders/events — the store's events, or one order's with orderId. */
export const storeOrderEventsQuerySchema = z.object({
  since: eventId('since'),
  orderId: z.uuid('orderId is not a valid id').optional(),
});
