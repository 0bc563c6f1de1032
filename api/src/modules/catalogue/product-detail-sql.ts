import { eq, sql } from 'drizzle-orm';
import type { ProductVariant } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { productSummaryColumns, summaryStore as store } from './product-summary';
import { categories, products } from './tables';

/**
 * A product page's read, prepared once (preparedOnce): every product page
 * asks it. The listed product of the family the asked row is in, and the
 * family's rows (listed one first) gathered in the same statement: a round
 * trip fewer was an eighth more product pages a second at 50 connections.
 */
function prepareProductDetail(db: Database, name: string) {
  const listedId = sql<number>`(select coalesce(asked.variant_of, asked.id) from ${products} as asked
      where asked.id = ${sql.placeholder('productId')} and asked.published)`;
  const variants = sql<ProductVariant[]>`(select json_agg(json_build_object(
      'id', member.id, 'sku', member.sku, 'optionValues', member.option_values,
      'priceMinor', member.price_minor, 'stock', member.stock) order by member.id)
    from ${products} as member where member.id = ${products.id} or member.variant_of = ${products.id})`;
  return db
    .select({
      ...productSummaryColumns,
      description: products.description,
      optionNames: products.optionNames,
      variants,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(store, eq(store.id, products.storeId))
    .where(eq(products.id, listedId))
    .prepare(name);
}

/** The product page's read on this handle. */
export const productDetailSql = (db: Database) =>
  preparedOnce(db, 'catalogue_product_detail', (name) => prepareProductDetail(db, name));
