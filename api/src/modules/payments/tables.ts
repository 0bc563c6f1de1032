import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_EVENT_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';
// The table it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders } from '../../db/schema';

/**
 * One provider's part of an order's money (the wallet's, or the payment
 * method's), as the provider holds it. captured and refunded only grow, and a
 * refund can never pass what was captured.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    currency: text('currency').notNull(),
    /** The provider's own id for it: a Stripe PaymentIntent. */
    providerRef: text('provider_ref'),
    /** The provider's checkout session, and where the customer pays it, while pending. */
    providerSessionRef: text('provider_session_ref'),
    payUrl: text('pay_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_order_provider').on(table.orderId, table.provider),
    uniqueIndex('payments_provider_ref').on(table.provider, table.providerRef),
    check('payments_provider_check', sql`${table.provider} in ${sqlList(PAYMENT_PROVIDERS)}`),
    check('payments_status_check', sql`${table.status} in ${sqlList(PAYMENT_STATUSES)}`),
    check(
      'payments_amounts_check',
      sql`${table.amountMinor} > 0 and ${table.capturedMinor} between 0 and ${table.amountMinor} and ${table.refundedMinor} between 0 and ${table.capturedMinor}`,
    ),
  ],
);

/**
 * What happened to a payment, oldest first. A provider's event (a Stripe
 * webhook) is kept by its id, so one delivered twice is recorded once; so is
 * one the store refused (rejected_event), which changed nothing else.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: text('kind', { enum: PAYMENT_EVENT_KINDS }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    providerEventId: text('provider_event_id').unique(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_events_payment').on(table.paymentId, table.id),
    check('payment_events_kind_check', sql`${table.kind} in ${sqlList(PAYMENT_EVENT_KINDS)}`),
    check('payment_events_amount_check', sql`${table.amountMinor} >= 0`),
  ],
);
