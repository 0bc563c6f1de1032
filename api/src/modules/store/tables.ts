import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  SUBSTITUTION_ANSWER_MAX_MINUTES,
  WEIGHED_BUFFER_MAX_PERCENT,
  type OpeningHours,
} from '@storefront/shared/contracts';

/** The store: what customers read about it, its VAT number, and its delivery terms. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    shopLink: text('shop_link').notNull().unique(),
    /** Where pickup orders are collected, as one line: 'Corner Market, 12 Station Parade, London N1 9AA'. */
    pickupAddress: text('pickup_address').notNull().default(''),
    /** When the pickup counter is open, as the customer reads it. */
    pickupHours: text('pickup_hours').notNull().default(''),
    /** What the store is, in a sentence or two: the pages' meta description. */
    description: text('description').notNull().default(''),
    /** The shop's street address, as one line. */
    address: text('address').notNull().default(''),
    /** E.164. */
    phone: text('phone').notNull().default(''),
    /** Monday to Sunday; a closed day has null opens and closes. */
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    /** The legal pages, as plain text (legalDocumentSchema): drawn as text, never as HTML. */
    termsText: text('terms_text').notNull().default(''),
    privacyText: text('privacy_text').notNull().default(''),
    cookiesText: text('cookies_text').notNull().default(''),
    /** The store's VAT registration number ('GB123456789'); '' when it has none, and receipts are then plain. */
    vatNumber: text('vat_number').notNull().default(''),
    /** What home delivery costs below the free-delivery threshold, in minor units. */
    deliveryFeeMinor: integer('delivery_fee_minor').notNull().default(399),
    /** Goods of this value or more travel free; null: delivery always costs the fee. */
    freeDeliveryFromMinor: integer('free_delivery_from_minor').default(4000),
    /** Checkout refuses goods worth less than this; 0 for no minimum. */
    minimumBasketMinor: integer('minimum_basket_minor').notNull().default(0),
    /** A card is held for weighed items' estimate plus this per cent of it: what the real weight may add. */
    weighedBufferPercent: integer('weighed_buffer_percent').notNull().default(10),
    /** How long a customer has to answer a substitution offered at picking; then their default stands. */
    substitutionAnswerMinutes: integer('substitution_answer_minutes').notNull().default(10),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'stores_fulfilment_settings_check',
      sql`${table.weighedBufferPercent} between 0 and ${sql.raw(String(WEIGHED_BUFFER_MAX_PERCENT))} and ${table.substitutionAnswerMinutes} between 1 and ${sql.raw(String(SUBSTITUTION_ANSWER_MAX_MINUTES))}`,
    ),
    check(
      'stores_delivery_amounts_check',
      sql`${table.deliveryFeeMinor} >= 0 and ${table.minimumBasketMinor} >= 0 and coalesce(${table.freeDeliveryFromMinor}, 0) >= 0`,
    ),
  ],
);
