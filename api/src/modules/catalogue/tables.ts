import { sql } from 'drizzle-orm';
import {
  boolean,
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_UNITS,
  STOCK_MOVEMENT_KINDS,
  VAT_RATE_MAX_BASIS_POINTS,
} from '@storefront/shared/contracts';
import { sqlList } from '../../db/sql-list';
import { gtin14Sql } from './gtin-sql';
// The tables it refers to by foreign key: read lazily, so this file and
// schema.ts, which gathers every table, may import each other.
import { orders, users } from '../../db/schema';
import { stores } from '../store/tables';

/** A store's shelves, in the operator's order: what customers browse by. */
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
    /** The operator's order of the categories: lowest first. */
    position: integer('position').notNull().default(0),
    /**
     * How many of its products customers see (published, not variants): kept
     * by triggers on products (migration 0044), so a page of a category, or
     * of the whole store, says its total without counting its products.
     */
    listedProducts: integer('listed_products').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_store_slug').on(table.storeId, table.slug)],
);

/** The store's products; a variant is a row of its own, pointing at its listed product. */
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
    /** The store's own code for the product (SKU_PATTERN), unique per store. */
    sku: text('sku').notNull(),
    /**
     * The barcode's number (EAN-13, EAN-8 or UPC-A), digits as printed under
     * the bars, check digit verified. Kept as entered, so the console shows
     * what is on the pack; its GTIN-14 form (gtin14Sql) is what is unique and
     * what a scan is matched by, so UPC-A 036000291452 and EAN-13
     * 0036000291452, one item, are one code.
     */
    gtin: text('gtin'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Integer minor units of the store's currency. */
    priceMinor: integer('price_minor').notNull(),
    /** The VAT included in priceMinor, in basis points: 2000 is 20 %. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(0),
    unit: text('unit', { enum: PRODUCT_UNITS }).notNull().default('each'),
    estimatedWeightGrams: integer('estimated_weight_grams'),
    /**
     * What is on the shelf. It moves only with an entry in stock_movements
     * (an operator's adjustment, a sale, a cancelled order), in one transaction.
     */
    stock: integer('stock').notNull(),
    /**
     * The stock while at or under LOW_STOCK_THRESHOLD, else null: what the
     * low-stock view's index keys on. PostgreSQL computes it, so a sale that
     * leaves the stock above the threshold changes no indexed column and the
     * row is updated in place (a HOT update). An index on stock itself made
     * every sale write each of the table's 18 indexes (issue 47).
     */
    lowStock: integer('low_stock').generatedAlwaysAs(
      sql`case when stock <= ${sql.raw(String(LOW_STOCK_THRESHOLD))} then stock end`,
    ),
    /** Path under the API's /images/. */
    image: text('image').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Unpublished products are never shown or sold to customers; past orders keep them. */
    published: boolean('published').notNull().default(true),
    /**
     * Set on a variant: the listed product whose option it is. Its family (the
     * listed product and its variants) shares the name, description, category,
     * VAT rate, unit, picture, publishing, featuring and option names, which
     * the catalogue service writes to every member in one statement; SKU,
     * price, stock and option values are each variant's own.
     */
    variantOf: integer('variant_of').references((): AnyPgColumn => products.id),
    /** The family's options, e.g. {Size}; empty for a product without options. */
    optionNames: text('option_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** This variant's value of each option, in optionNames' order, e.g. {1 kg}. */
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * On a listed product, what the catalogue sorts and filters its family by:
     * the lowest price of itself and its variants, and how many rows the
     * family has. Kept by the products_family_summary trigger (migration 0039)
     * whenever a member is added, removed or repriced, so a page of 50,000
     * products sorts by an index instead of reading every family. Null on a
     * variant. Stock is not kept here: it moves with every order, and the
     * family row would become a lock each checkout of any variant queues on.
     */
    familyPriceMinor: integer('family_price_minor'),
    familySize: integer('family_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_store_slug').on(table.storeId, table.slug),
    // A family's members, for the listed product's price range, total stock and variants.
    index('products_variant_of').on(table.variantOf),
    // No two variants of one product have the same values, even when added at once.
    uniqueIndex('products_family_values')
      .on(sql`coalesce(${table.variantOf}, ${table.id})`, table.optionValues)
      .where(sql`cardinality(${table.optionValues}) > 0`),
    check(
      'products_option_values_check',
      sql`cardinality(${table.optionValues}) = cardinality(${table.optionNames})`,
    ),
    uniqueIndex('products_store_sku').on(table.storeId, table.sku),
    uniqueIndex('products_store_gtin')
      .on(table.storeId, gtin14Sql(table.gtin))
      .where(sql`${table.gtin} is not null`),
    // A category's products (its page, its count, the check before it is deleted).
    index('products_category').on(table.categoryId),
    check('products_unit_check', sql`${table.unit} in ${sqlList(PRODUCT_UNITS)}`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_price_positive', sql`${table.priceMinor} > 0`),
    // A product sold by weight has an estimated weight per unit ordered; one sold each has none.
    check(
      'products_estimated_weight_check',
      sql`(${table.unit} = 'per_kg') = (${table.estimatedWeightGrams} is not null) and coalesce(${table.estimatedWeightGrams}, 1) > 0`,
    ),
    check(
      'products_vat_rate_check',
      sql`${table.vatRateBasisPoints} between 0 and ${sql.raw(String(VAT_RATE_MAX_BASIS_POINTS))}`,
    ),
  ],
);

/**
 * The stock ledger: append-only, one entry per change to a product's stock,
 * with the balance after it. Entries are written in the same transaction as
 * the products row's update, which holds that row's lock, so each product's
 * entries follow one another in id order and the balances chain.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    /** Signed: positive puts stock on the shelf, negative takes it off. */
    quantityChange: integer('quantity_change').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The operator who made an adjustment; null for sales and cancellations. */
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product_id').on(table.productId, table.id),
    check('stock_movements_kind_check', sql`${table.kind} in ${sqlList(STOCK_MOVEMENT_KINDS)}`),
    check('stock_movements_change_not_zero', sql`${table.quantityChange} <> 0`),
    check('stock_movements_balance_not_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
