import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_OPTIONS,
  LINE_OFFER_KINDS,
  LINE_OFFER_STATES,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_UNITS,
  SUBSTITUTION_CHOICES,
  SUBSTITUTION_DEFAULTS,
  type Address,
  type OrderSeller,
} from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';
import { users } from '../accounts/tables';
import { products } from '../catalogue/tables';
import { slotWindows } from '../slots/tables';
import { stores } from '../store/tables';

/** What an order keeps of its address: a copy, so later edits never rewrite history. */
export type OrderAddress = Omit<Address, 'id' | 'isDefault'>;

/** Feeds the human-readable order numbers, CM-000001 onwards. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    deliveryOption: text('delivery_option', { enum: DELIVERY_OPTIONS }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Null for pickup. */
    address: jsonb('address').$type<OrderAddress>(),
    currency: text('currency').notNull(),
    /** Integer minor units of the order's currency, like every amount below. */
    subtotalMinor: integer('subtotal_minor').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull(),
    /** The slot booked: its window and date, and its times as they were when it was booked. */
    slotWindowId: integer('slot_window_id').references(() => slotWindows.id),
    slotDate: date('slot_date'),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    /** The discount code applied, as it is kept (upper case); null without one. */
    discountCode: text('discount_code'),
    /** What the code took off the goods. */
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    itemCount: integer('item_count').notNull(),
    /** The part of totalMinor paid from the wallet; the rest is due by paymentMethod. */
    walletPaidMinor: integer('wallet_paid_minor').notNull().default(0),
    /** Who sold it, as the store was when the order was placed: its receipt prints this, never today's store. */
    seller: jsonb('seller').$type<OrderSeller>().notNull(),
    /** What a line short at picking gets when it has no choice of its own. */
    substitutionDefault: text('substitution_default', { enum: SUBSTITUTION_DEFAULTS })
      .notNull()
      .default('similar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Both lists read newest first by (created_at, number); the store's pages by keyset on it.
    index('orders_user_created').on(table.userId, table.createdAt, table.number),
    index('orders_store_created').on(table.storeId, table.createdAt, table.number),
    // The day view reads a date's slot orders.
    index('orders_slot').on(table.slotWindowId, table.slotDate),
    check(
      'orders_wallet_paid_check',
      sql`${table.walletPaidMinor} between 0 and ${table.totalMinor}`,
    ),
    check('orders_status_check', sql`${table.status} in ${sqlList(ORDER_STATUSES)}`),
    check(
      'orders_delivery_option_check',
      sql`${table.deliveryOption} in ${sqlList(DELIVERY_OPTIONS)}`,
    ),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} in ${sqlList(PAYMENT_METHODS)}`,
    ),
    check(
      'orders_substitution_default_check',
      sql`${table.substitutionDefault} in ${sqlList(SUBSTITUTION_DEFAULTS)}`,
    ),
    check(
      'orders_total_check',
      sql`${table.totalMinor} = ${table.subtotalMinor} + ${table.deliveryFeeMinor} - ${table.discountMinor}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Name, SKU, category, unit, image and price as they were when the order was placed. */
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    categoryName: text('category_name').notNull(),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull().default('each'),
    image: text('image').notNull(),
    /** The price of one, or of a kg for a line sold by weight (unit per_kg). */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** Sold by weight: what one was reckoned to weigh at checkout, which priced the line until it was weighed. */
    estimatedWeightGrams: integer('estimated_weight_grams'),
    /** Sold by weight: what the line's goods weighed at picking, which prices it from then on. */
    weightGrams: integer('weight_grams'),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(0),
    /** How many were handed over: what was ordered, until picking found fewer (0 when none). */
    quantity: integer('quantity').notNull(),
    /** How many the customer ordered. */
    orderedQuantity: integer('ordered_quantity').notNull(),
    /** What the line is charged: at checkout its price (or estimate), after picking what was picked (or weighed). */
    lineTotalMinor: integer('line_total_minor').notNull(),
    /** This line's share of the order's discount. */
    discountMinor: integer('discount_minor').notNull().default(0),
    /** The line's own choice if it is short at picking; null follows the order's default. */
    substitutionChoice: text('substitution_choice', { enum: SUBSTITUTION_CHOICES }),
    /** The product to bring instead: set exactly when the choice is 'specific'. */
    substituteProductId: integer('substitute_product_id').references(() => products.id),
    /** This line came at picking in place of a short one: the product ordered (a line offer's). */
    substituteForProductId: integer('substitute_for_product_id').references(() => products.id),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check(
      'order_lines_quantity_check',
      // A substitute was never ordered: it has no ordered quantity, only what came.
      sql`(${table.orderedQuantity} > 0 and ${table.quantity} between 0 and ${table.orderedQuantity} and ${table.substituteForProductId} is null)
        or (${table.orderedQuantity} = 0 and ${table.quantity} > 0 and ${table.substituteForProductId} is not null)`,
    ),
    check(
      'order_lines_weights_check',
      sql`(${table.unit} = 'per_kg') = (${table.estimatedWeightGrams} is not null) and coalesce(${table.estimatedWeightGrams}, 1) > 0 and coalesce(${table.weightGrams}, 1) > 0 and (${table.weightGrams} is null or ${table.unit} = 'per_kg')`,
    ),
    check(
      'order_lines_substitution_choice_check',
      sql`${table.substitutionChoice} in ${sqlList(SUBSTITUTION_CHOICES)}`,
    ),
    check(
      'order_lines_substitute_product_check',
      sql`coalesce(${table.substitutionChoice} = 'specific', false) = (${table.substituteProductId} is not null)
        and ${table.substituteProductId} is distinct from ${table.productId}`,
    ),
    check(
      'order_lines_discount_check',
      sql`${table.discountMinor} between 0 and ${table.lineTotalMinor}`,
    ),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The reason or remark that came with the change; a cancellation always has one. */
    note: text('note'),
    /** Who made the change: an operator, or the customer cancelling; null for the system. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('order_status_events_order').on(table.orderId)],
);

/**
 * What happened to an order, as its live streams send it (orders/order-events.ts):
 * each status move today, and the fulfilment's substitutions, picks and
 * weights later. The id is the stream's event id, so a browser that
 * reconnects names the last one it saw and gets what came after.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's store, so the store's stream reads its events by one index. */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** What the event says, by kind (ORDER_EVENT_KINDS): for status_changed, { status, from, note }. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order').on(table.orderId, table.id),
    index('order_events_store').on(table.storeId, table.id),
    check('order_events_kind_check', sql`${table.kind} in ${sqlList(ORDER_EVENT_KINDS)}`),
  ],
);

/**
 * What the store asked a customer about one line while it was picked (see
 * line-offers in the shared contracts): a substitute for a short line's
 * missing ones, or a weighed line over what the card was held for. With no
 * answer by answer_by the default stands (state defaulted).
 */
export const lineOffers = pgTable(
  'line_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line asked about, by its product. */
    productId: integer('product_id').notNull(),
    kind: text('kind', { enum: LINE_OFFER_KINDS }).notNull(),
    state: text('state', { enum: LINE_OFFER_STATES }).notNull().default('awaiting'),
    /** substitute: the product offered, how many, at its own price and at the lower of the two. */
    substituteProductId: integer('substitute_product_id').references(() => products.id),
    substituteQuantity: integer('substitute_quantity'),
    substituteUnitPriceMinor: integer('substitute_unit_price_minor'),
    noAnswerUnitPriceMinor: integer('no_answer_unit_price_minor'),
    /** over_hold: what the order came to over the held amount. */
    extraMinor: integer('extra_minor').notNull().default(0),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    /** asked_at plus the store's substitutionAnswerMinutes. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('line_offers_order').on(table.orderId, table.productId),
    // One question at a time per line: a second is asked only once the first is closed.
    uniqueIndex('line_offers_one_awaiting')
      .on(table.orderId, table.productId)
      .where(sql`${table.state} = 'awaiting'`),
    check('line_offers_kind_check', sql`${table.kind} in ${sqlList(LINE_OFFER_KINDS)}`),
    check('line_offers_state_check', sql`${table.state} in ${sqlList(LINE_OFFER_STATES)}`),
    check(
      'line_offers_substitute_check',
      sql`(${table.kind} = 'substitute') = (${table.substituteProductId} is not null)
        and (${table.substituteProductId} is null) = (${table.substituteQuantity} is null)
        and (${table.substituteProductId} is null) = (${table.substituteUnitPriceMinor} is null)
        and (${table.substituteProductId} is null) = (${table.noAnswerUnitPriceMinor} is null)
        and coalesce(${table.substituteQuantity}, 1) > 0
        and coalesce(${table.noAnswerUnitPriceMinor}, 0) <= coalesce(${table.substituteUnitPriceMinor}, 0)
        and ${table.extraMinor} >= 0`,
    ),
  ],
);
