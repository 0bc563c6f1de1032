import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { type ProductSort, type ProductSummary } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedOnce, shapeName } from '../../db/prepared';
import { cappedMatches, cappedTotal } from '../../lib/capped-count';
import {
  familyInStock,
  familyPriceMinor,
  isListed,
  selectProductSummaries,
} from './product-summary';
import { categories, products } from './tables';

// A catalogue page without a search: its ids along the order's index, those
// products' summaries (each family's stock, for the page's rows only, not for
// every row skipped) and how many products the filter holds (to TOTAL_CAP), in
// one statement, prepared once per shape (preparedOnce): its order and which
// filters are set.

// Byte order of the lower-cased name sorts the same on PGlite and on any server locale.
export const byName = (column: typeof products.name | typeof categories.name) =>
  sql`lower(${column}) collate "C"`;

// Every sort ends on the id, so pages never overlap or skip a product.
export const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  name: [byName(products.name), asc(products.id)],
  'price-asc': [asc(familyPriceMinor), asc(products.id)],
  'price-desc': [desc(familyPriceMinor), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

/** The filters of a page without a search. */
export interface ListingFilter {
  category?: string;
  featured?: 'true' | 'false';
  /** Inclusive bounds on the family's lowest price. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
  sort: ProductSort;
  limit: number;
  offset: number;
}

const placeholder = (name: string) => sql.placeholder(name);

function prepareListing(db: Database, filter: ListingFilter, name: string) {
  const category = db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, placeholder('storeId')),
        eq(categories.slug, placeholder('category')),
      ),
    );
  const where = and(
    eq(products.storeId, placeholder('storeId')),
    isListed,
    // The category's id, so its products are read from the category's own indexes.
    filter.category ? eq(products.categoryId, sql`(${category})`) : undefined,
    filter.featured ? eq(products.featured, placeholder('featured')) : undefined,
    filter.minPrice !== undefined ? gte(familyPriceMinor, placeholder('minPrice')) : undefined,
    filter.maxPrice !== undefined ? lte(familyPriceMinor, placeholder('maxPrice')) : undefined,
    filter.inStock ? familyInStock : undefined,
  );
  const matching = () => db.select({ id: products.id }).from(products).where(where);
  const order = PRODUCT_ORDER[filter.sort];
  const pageIds = matching()
    .orderBy(...order)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'));
  // An array of the page's ids, so the plan reads those rows by their key
  // whatever the page's size: a prepared plan does not know the limit.
  return selectProductSummaries(db, { matched: cappedMatches(matching()) })
    .where(sql`${products.id} = any(array(${pageIds}))`)
    .orderBy(...order)
    .prepare(name);
}

/**
 * The page's summaries in order, and the filter's total as a page answer gives it.
 * A page past the end has no row to carry the total: undefined then.
 */
export async function listingPage(
  db: Database,
  storeId: number,
  filter: ListingFilter,
): Promise<{ items: ProductSummary[]; total?: ReturnType<typeof cappedTotal> }> {
  const shape = shapeName(`catalogue_page_${filter.sort.replace('-', '_')}`, {
    category: filter.category,
    featured: filter.featured,
    min: filter.minPrice,
    max: filter.maxPrice,
    in_stock: filter.inStock,
  });
  const statement = preparedOnce(db, shape, (name) => prepareListing(db, filter, name));
  const rows = await statement.execute({
    storeId,
    category: filter.category,
    featured: filter.featured === 'true',
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    limit: filter.limit,
    offset: filter.offset,
  });
  return {
    items: rows.map(({ matched: _matched, ...summary }) => summary),
    total: rows[0] && cappedTotal(rows[0].matched),
  };
}
