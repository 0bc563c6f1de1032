import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  country: text('country').notNull(),
  shopLink: text('shop_link').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    email: text('email').unique(),
    /** E.164. */
    mobile: text('mobile').notNull().unique(),
    /** Null for customers imported from CSV until they claim the account. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'operator'] })
      .notNull()
      .default('customer'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    documentStatus: text('document_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    referralCode: text('referral_code').notNull().unique(),
    referredByUserId: uuid('referred_by_user_id'),
    addedFromCsv: boolean('added_from_csv').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_role_check', sql`${table.role} in ('customer', 'operator')`)],
);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
  },
  (table) => [uniqueIndex('categories_store_slug').on(table.storeId, table.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Integer minor units of the store's currency. */
    priceMinor: integer('price_minor').notNull(),
    stock: integer('stock').notNull(),
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_store_slug').on(table.storeId, table.slug),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_price_positive', sql`${table.priceMinor} > 0`),
  ],
);
