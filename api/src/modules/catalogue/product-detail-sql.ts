import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { productSummaryColumns, summaryStore as store } from './product-summary';
import { categories, products } from './tables';

/** A product page's two reads, prepared once (preparedOnce): every product page asks them. */
function prepareProductDetail(db: Database) {
  // The listed product of the family the asked row is in, found in the same statement.
  const listedId = sql<number>`(select coalesce(asked.variant_of, asked.id) from ${products} as asked
      where asked.id = ${sql.placeholder('productId')} and asked.published)`;
  return {
    listed: db
      .select({
        ...productSummaryColumns,
        description: products.description,
        optionNames: products.optionNames,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(store, eq(store.id, products.storeId))
      .where(eq(products.id, listedId))
      .prepare('catalogue_product_listed'),
    variants: db
      .select({
        id: products.id,
        sku: products.sku,
        optionValues: products.optionValues,
        priceMinor: products.priceMinor,
        stock: products.stock,
      })
      .from(products)
      .where(
        or(
          eq(products.id, sql.placeholder('listedId')),
          eq(products.variantOf, sql.placeholder('listedId')),
        ),
      )
      .orderBy(asc(products.id))
      .prepare('catalogue_product_variants'),
  };
}

/** The product page's reads on this handle. */
export const productDetailSql = (db: Database) =>
  preparedOnce(db, 'catalogue_product_detail', () => prepareProductDetail(db));
