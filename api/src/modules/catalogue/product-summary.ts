import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { storeView } from '../store/service';
import { categories, products } from './tables';

// A listed product stands for its family: itself and the rows that are its
// variants (found by the products_variant_of index). These read the family
// for the listed product in the outer query, which must not alias products.
const variantsOf = sql`from ${products} as variant where variant.variant_of = ${products.id}`;
/**
 * The lowest price of the family: what "from £x" shows, sorts and filters by.
 * Kept on the listed product's row (family_price_minor, migration 0039); a
 * variant read on its own is a family of one.
 */
export const familyPriceMinor =
  sql<number>`coalesce(${products.familyPriceMinor}, ${products.priceMinor})`.mapWith(Number);
/** What the family has on the shelf, all variants together: read for the rows shown. */
export const familyStock =
  sql<number>`(${products.stock} + coalesce((select sum(variant.stock) ${variantsOf}), 0))`.mapWith(
    Number,
  );
/**
 * Some of the family is on the shelf: familyStock > 0 (stock is never
 * negative), in a form that stops at the product's own stock for most rows.
 */
export const familyInStock = sql`(${products.stock} > 0 or exists (select 1 ${variantsOf} and variant.stock > 0))`;
const familySize = sql<number>`coalesce(${products.familySize}, 1)`.mapWith(Number);

/**
 * Customers see published products only; an unpublished one is as if it did
 * not exist. Written as the column itself, not compared with a parameter: a
 * prepared statement's plan then knows it, and can read the partial indexes
 * over listed products (WHERE published AND variant_of IS NULL).
 */
export const isOnSale = sql`${products.published}`;
/** What the catalogue lists: published products, each standing for its variants. */
export const isListed = and(isOnSale, isNull(products.variantOf))!;

/** The store a summary reads its currency from, as the store lets other modules read it. */
export const summaryStore = storeView('store');

/** The columns of a ProductSummary of a listed product. */
export const productSummaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  priceMinor: familyPriceMinor,
  currency: summaryStore.currency,
  unit: products.unit,
  estimatedWeightGrams: products.estimatedWeightGrams,
  stock: familyStock,
  image: products.image,
  featured: products.featured,
  variantCount: familySize,
};

/**
 * products joined to what a summary needs: its category and its store's
 * currency; and any columns of the caller's own (a page's total).
 */
export function selectProductSummaries<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra = {} as Extra,
) {
  return db
    .select({ ...productSummaryColumns, ...extra })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(summaryStore, eq(summaryStore.id, products.storeId));
}

const query = new QueryBuilder();

/**
 * The summary of every product on sale, as other modules join it to their own
 * rows (a customer's favourites): a sub-select Postgres folds into the join,
 * so the statement is planned as if it named the tables. Select it with
 * summaryColumnsOf.
 */
export const productSummaryView = (as = 'summary') =>
  query
    .select({
      ...productSummaryColumns,
      // A sub-select's columns need names of their own: the category's would
      // clash with the product's, and computed ones have none.
      categorySlug: sql<string>`${categories.slug}`.as('category_slug'),
      categoryName: sql<string>`${categories.name}`.as('category_name'),
      priceMinor: familyPriceMinor.as('price_minor'),
      stock: familyStock.as('stock'),
      variantCount: familySize.as('variant_count'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(summaryStore, eq(summaryStore.id, products.storeId))
    .where(isOnSale)
    .as(as);

/**
 * The view's columns in a ProductSummary's shape, for a select of it. The
 * named ones are qualified here: drizzle would write them bare.
 */
export function summaryColumnsOf(summary: ReturnType<typeof productSummaryView>) {
  const named = (column: string) =>
    sql`${sql.identifier(summary._.alias)}.${sql.identifier(column)}`;
  return {
    id: summary.id,
    slug: summary.slug,
    name: summary.name,
    categorySlug: sql<string>`${named('category_slug')}`,
    categoryName: sql<string>`${named('category_name')}`,
    priceMinor: sql<number>`${named('price_minor')}`.mapWith(Number),
    currency: summary.currency,
    unit: summary.unit,
    estimatedWeightGrams: summary.estimatedWeightGrams,
    stock: sql<number>`${named('stock')}`.mapWith(Number),
    image: summary.image,
    featured: summary.featured,
    variantCount: sql<number>`${named('variant_count')}`.mapWith(Number),
  };
}
