import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  SEARCH_TOTAL_CAP,
  TOTAL_CAP,
  type ProductSort,
  type ProductSummary,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { preparedOnce, shapeName } from '../../db/prepared';
import { cappedMatches, cappedTotal } from '../../lib/capped-count';
import {
  familyInStock,
  familyPriceMinor,
  isListed,
  selectProductSummaries,
} from './product-summary';
import { searchBestPage, searchMatches, searchShape, searchValues, shapeWords } from './search-sql';
import { categories, products } from './tables';

// A catalogue page, in one statement prepared once per shape (preparedOnce):
// whether it searches, its order and which filters are set. The page's ids
// come first (along the order's index, or best first from a search's
// matches), then those products' summaries (each family's stock, for the
// page's rows only), each row carrying the total.

// Byte order of the lower-cased name sorts the same on PGlite and on any server locale.
export const byName = (column: typeof products.name | typeof categories.name) =>
  sql`lower(${column}) collate "C"`;

/**
 * The products among a page's ids, read by their key. An array, not IN (…):
 * a prepared (generic) plan does not know the page's LIMIT, takes it for a
 * tenth of the matches, and joined the low-stock view's 1,600 of 16,000 by
 * reading the whole table (20 ms a page against 0.5).
 */
export const amongPageIds = (pageIds: SQLWrapper) => sql`${products.id} = any(array(${pageIds}))`;

type Direction = 'asc' | 'desc';

// Every sort ends on the id, so pages never overlap or skip a product.
const SORT_KEYS: Record<ProductSort, [SQLWrapper, Direction][]> = {
  name: [
    [byName(products.name), 'asc'],
    [products.id, 'asc'],
  ],
  'price-asc': [
    [familyPriceMinor, 'asc'],
    [products.id, 'asc'],
  ],
  'price-desc': [
    [familyPriceMinor, 'desc'],
    [products.id, 'asc'],
  ],
  newest: [
    [products.createdAt, 'desc'],
    [products.id, 'desc'],
  ],
};

/** A sort's ORDER BY, or (`reversed`) the same order from its far end. */
const orderOf = (sort: ProductSort, reversed = false) =>
  SORT_KEYS[sort].map(([key, direction]) =>
    (direction === 'asc') !== reversed ? asc(key) : desc(key),
  );

export const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  name: orderOf('name'),
  'price-asc': orderOf('price-asc'),
  'price-desc': orderOf('price-desc'),
  newest: orderOf('newest'),
};

/** What a catalogue page is asked for. */
export interface CatalogueFilter {
  q?: string;
  category?: string;
  featured?: 'true' | 'false';
  /** Inclusive bounds on the family's lowest price. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
  /** Left out: the best matches first when there is a search, otherwise by name. */
  sort?: ProductSort;
  limit: number;
  offset: number;
}

const placeholder = (name: string) => sql.placeholder(name);

/** The filters that shape a page's statement, by the names its shape is called by. */
const filtersOf = (filter: CatalogueFilter) => ({
  category: filter.category,
  featured: filter.featured,
  min: filter.minPrice,
  max: filter.maxPrice,
  in_stock: filter.inStock,
});

/** The store's listed products the filter keeps, its values as placeholders. */
function listingWhere(db: Database, filter: CatalogueFilter) {
  const category = db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, placeholder('storeId')),
        eq(categories.slug, placeholder('category')),
      ),
    );
  return and(
    eq(products.storeId, placeholder('storeId')),
    isListed,
    // The category's id, so its products are read from the category's own indexes.
    filter.category ? eq(products.categoryId, sql`(${category})`) : undefined,
    filter.featured ? eq(products.featured, placeholder('featured')) : undefined,
    filter.minPrice !== undefined ? gte(familyPriceMinor, placeholder('minPrice')) : undefined,
    filter.maxPrice !== undefined ? lte(familyPriceMinor, placeholder('maxPrice')) : undefined,
    filter.inStock ? familyInStock : undefined,
  );
}

/** Only a filter of featured, price or stock leaves the total to be counted (to TOTAL_CAP). */
const totalIsKept = (filter: CatalogueFilter) =>
  [filter.featured, filter.minPrice, filter.maxPrice, filter.inStock].every(
    (value) => value === undefined,
  );

/**
 * The total each listing (a store's, or a category's) last answered, to
 * choose which end a page is read from: a hint only, since the page is
 * right from either end. A page asked before its listing has answered once
 * is read from the start.
 */
const lastTotals = new Map<string, number>();
const REMEMBERED_LISTINGS = 10_000;
const listingKey = (storeId: number, filter: CatalogueFilter) =>
  `${storeId}/${filter.category ?? ''}`;
function rememberTotal(listing: string, total: number) {
  if (lastTotals.size >= REMEMBERED_LISTINGS && !lastTotals.has(listing)) lastTotals.clear();
  lastTotals.set(listing, total);
}

/**
 * How many products a page without a search lists: a category's count, or
 * the sum of the store's, as products' triggers keep them (categories'
 * listedProducts); only a filter of featured, price or stock counts its
 * matches, to TOTAL_CAP.
 */
function listingTotal(db: Database, filter: CatalogueFilter, matching: SQLWrapper) {
  if (!totalIsKept(filter)) return cappedMatches(matching);
  const counted = db
    .select({ listed: sql<number>`coalesce(sum(${categories.listedProducts}), 0)::int` })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, placeholder('storeId')),
        filter.category ? eq(categories.slug, placeholder('category')) : undefined,
      ),
    );
  return sql<number>`(${counted})`;
}

/**
 * The ids of a page without a search. An offset is walked entry by entry
 * along the order's index (about 90 ns an entry), so a page in the far half
 * of a listing whose total is kept exact is read `fromTheEnd`: backwards,
 * `total - offset - limit` entries in from the last. The last page of the
 * large set's biggest category (910 products) then reads its 10 where it
 * walked past 900 first. The total and the walk come from one statement, so
 * from one snapshot, and the page is right whatever the total is by then.
 */
function listingPageIds(db: Database, filter: CatalogueFilter, total: SQL, fromTheEnd: boolean) {
  const sort = filter.sort ?? 'name';
  const matching = sql`select ${products.id} from ${products} where ${listingWhere(db, filter)}`;
  const [limit, offset] = [sql`${placeholder('limit')}::int`, sql`${placeholder('offset')}::int`];
  const walked = (limitSql: SQL, offsetSql: SQL) =>
    sql`${matching} order by ${sql.join(orderOf(sort, fromTheEnd), sql`, `)} limit ${limitSql} offset ${offsetSql}`;
  return fromTheEnd
    ? walked(
        sql`greatest(0, least(${limit}, ${total} - ${offset}))`,
        sql`greatest(0, ${total} - ${offset} - ${limit})`,
      )
    : walked(limit, offset);
}

/** A page without a search, in the sort's order (by name unless asked). */
function prepareListing(db: Database, filter: CatalogueFilter, fromTheEnd: boolean, name: string) {
  const matching = db.select({ id: products.id }).from(products).where(listingWhere(db, filter));
  const total = listingTotal(db, filter, matching);
  const order = PRODUCT_ORDER[filter.sort ?? 'name'];
  return selectProductSummaries(db, { matched: total })
    .where(amongPageIds(listingPageIds(db, filter, total, fromTheEnd)))
    .orderBy(...order)
    .prepare(name);
}

/**
 * A page of a search's matches: best first unless a sort is asked for. Only
 * a filter or a sort reads every match's product (search-sql.ts).
 */
function prepareSearch(db: Database, filter: CatalogueFilter & { q: string }, name: string) {
  const shape = searchShape(filter.q, true);
  const filtered =
    filter.sort || Object.values(filtersOf(filter)).some((value) => value !== undefined);
  const order = (ranked: string) =>
    filter.sort
      ? PRODUCT_ORDER[filter.sort]
      : [sql.raw(`${ranked}.rank desc, ${ranked}.name_key, ${ranked}.id`)];
  const page = filtered
    ? sql`select matched.id, matched.name_key, matched.rank, (count(*) over ())::int as matched
        from (${searchMatches(shape)}) as matched
        join ${products} on ${products.id} = matched.id
       where ${listingWhere(db, filter)}
       order by ${sql.join(order('matched'), sql`, `)}
       limit ${placeholder('limit')} offset ${placeholder('offset')}`
    : searchBestPage(shape);
  return selectProductSummaries(db, { matched: sql<number>`page.matched` })
    .innerJoin(sql`(${page}) as page`, sql`page.id = ${products.id}`)
    .orderBy(...order('page'))
    .prepare(name);
}

/** The page's statement, prepared once for its shape. */
function statementFor(db: Database, filter: CatalogueFilter, fromTheEnd = false) {
  const { q } = filter;
  const sort = (filter.sort ?? (q ? 'best' : 'name')).replace('-', '_');
  if (!q) {
    const shape = shapeName(`catalogue_page_${sort}`, {
      ...filtersOf(filter),
      from_end: fromTheEnd || undefined,
    });
    return preparedOnce(db, shape, (name) => prepareListing(db, filter, fromTheEnd, name));
  }
  const words = shapeWords(searchShape(q, true));
  return preparedOnce(
    db,
    shapeName(`catalogue_search_${words}_${sort}`, filtersOf(filter)),
    (name) => prepareSearch(db, { ...filter, q }, name),
  );
}

/**
 * The page's summaries in order, and the total as a page answer gives it. A
 * page past the end has no row to carry the total, and asks for the first.
 */
export async function cataloguePage(
  db: Database,
  storeId: number,
  filter: CatalogueFilter,
): Promise<{ items: ProductSummary[]; total: ReturnType<typeof cappedTotal> }> {
  const listing = !filter.q && totalIsKept(filter) ? listingKey(storeId, filter) : undefined;
  const known = listing === undefined ? undefined : lastTotals.get(listing);
  const fromTheEnd = known !== undefined && 2 * filter.offset + filter.limit > known;
  const statement = statementFor(db, filter, fromTheEnd);
  const values = {
    ...(filter.q ? searchValues(storeId, filter.q) : { storeId }),
    category: filter.category,
    featured: filter.featured === 'true',
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows = await statement.execute(values);
  const [first] =
    rows.length > 0 || filter.offset === 0
      ? rows
      : await statementFor(db, filter).execute({ ...values, limit: 1, offset: 0 });
  if (listing !== undefined) rememberTotal(listing, first?.matched ?? 0);
  return {
    items: rows.map(({ matched: _matched, ...summary }) => summary),
    total: cappedTotal(first?.matched ?? 0, filter.q ? SEARCH_TOTAL_CAP : TOTAL_CAP),
  };
}
