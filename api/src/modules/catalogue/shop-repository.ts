import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  SUGGESTION_LIMIT,
  type Category,
  type Page,
  type ProductDetail,
  type ProductOption,
  type ProductSort,
  type ProductSummary,
  type Suggestion,
} from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { cappedCount, cappedTotal } from '../../lib/capped-count';
import { isStoredId } from '../../lib/ids';
import { containsPattern, SIMILAR_WORDS } from '../../lib/search-pattern';
import { rankedPage, similarNames } from './search-sql';
import { familyPriceMinor, familyInStock, isListed, productSummariesOf } from './product-summary';
import { productDetailSql } from './product-detail-sql';
import { byName, listingPage, PRODUCT_ORDER } from './listing-sql';
import { categories, products } from './tables';

export interface ProductListFilter {
  q?: string;
  category?: string;
  featured?: 'true' | 'false';
  /** Inclusive bounds on priceMinor. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: 'true';
  /** Left out: the best matches first when there is a search, otherwise by name. */
  sort?: ProductSort;
  page: number;
  pageSize: number;
}

/** What a search matches, and how well: substring matches first, then similar names. */
async function searchFor(db: Database, storeId: number, q: string) {
  const pattern = containsPattern(q);
  const nameContains = ilike(products.name, pattern);
  const descriptionContains = ilike(products.description, pattern);
  const similar = await similarNames(db, storeId, q);
  // Names that hold the search, then descriptions, each by word_similarity
  // (read for them alone), then close names by their closest word: one key,
  // so each row's name and description are tested once (issue 47).
  const holding = (rank: number) =>
    sql`${sql.raw(String(rank))} + word_similarity(${q}, ${products.name})::float8`;
  const nameFirst = sql`case when ${nameContains} then ${holding(4)}`;
  return {
    nameContains,
    similarName: similar.matches,
    matches: or(nameContains, descriptionContains, similar.matches)!,
    /** Best first: higher ranks first (rankedPage), then by name. */
    rank: sql`${nameFirst} when ${descriptionContains} then ${holding(2)} else ${similar.closeness} end`,
    /** For names alone: those that hold the search, then close ones. */
    namesFirst: [sql`${nameFirst} else ${similar.closeness} end desc`, ...PRODUCT_ORDER.name],
  };
}

/** A product's options, each with its values in the order its variants first use them. */
function optionsOf(names: string[], variants: { optionValues: string[] }[]): ProductOption[] {
  return names.map((name, index) => ({
    name,
    values: [...new Set(variants.map((variant) => variant.optionValues[index]!))],
  }));
}

/**
 * What customers read of the catalogue, on the pool kept for the shop's reads:
 * the categories, a page of products, the search box's suggestions, one product.
 */
export const shopRepository = {
  /** In the operator's order, each counting the products customers can see. */
  async listCategories(db: Database, storeId: number): Promise<Category[]> {
    return db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        description: categories.description,
        image: categories.image,
        productCount: count(products.id),
      })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), isListed))
      .where(eq(categories.storeId, storeId))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), byName(categories.name), asc(categories.id));
  },

  /** The store's category with that slug, if there is one. */
  async findCategoryBySlug(
    db: Database,
    storeId: number,
    slug: string,
  ): Promise<{ id: number } | undefined> {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.slug, slug)));
    return category;
  },

  async listProducts(
    db: Database,
    storeId: number,
    filter: ProductListFilter,
  ): Promise<Page<ProductSummary>> {
    const page = { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
    const answer = (items: ProductSummary[], counted: { total: number; totalCapped?: true }) => ({
      items,
      page: filter.page,
      pageSize: filter.pageSize,
      ...counted,
    });
    if (!filter.q) {
      const listed = await listingPage(db, storeId, {
        ...filter,
        ...page,
        sort: filter.sort ?? 'name',
      });
      if (listed.total) return answer(listed.items, listed.total);
    }

    const conditions: SQL[] = [eq(products.storeId, storeId), isListed];
    const search = filter.q ? await searchFor(db, storeId, filter.q) : undefined;
    if (search) conditions.push(search.matches);
    if (filter.category) {
      const category = db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.storeId, storeId), eq(categories.slug, filter.category)));
      conditions.push(eq(products.categoryId, sql`(${category})`));
    }
    if (filter.featured) conditions.push(eq(products.featured, filter.featured === 'true'));
    if (filter.minPrice !== undefined) conditions.push(gte(familyPriceMinor, filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(lte(familyPriceMinor, filter.maxPrice));
    if (filter.inStock) conditions.push(familyInStock);
    const where = and(...conditions);

    // Best first, every match is read and ranked, and counted in the same pass.
    const ranked =
      search && !filter.sort ? await rankedPage(db, where, search.rank, page) : undefined;
    // A search in an order of its own, or a page past the end of a list.
    const pageIds =
      ranked?.ids ??
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...PRODUCT_ORDER[filter.sort ?? 'name'])
          .limit(page.limit)
          .offset(page.offset)
      ).map(({ id }) => id);
    const items = await productSummariesOf(db, pageIds);
    const counted =
      ranked && ranked.ids.length > 0
        ? cappedTotal(ranked.matching)
        : await cappedCount(db, db.select({ id: products.id }).from(products).where(where));
    return answer(items, counted);
  },

  /**
   * What the search box offers for what is typed so far: up to two categories
   * whose names come close, then products by name, SUGGESTION_LIMIT in all.
   */
  async suggest(db: Database, storeId: number, q: string): Promise<Suggestion[]> {
    const pattern = containsPattern(q);
    const categorySimilarity = sql`word_similarity(${q}, ${categories.name})`;
    const categoryContains = ilike(categories.name, pattern);
    const shelves = await db
      .select({ slug: categories.slug, name: categories.name })
      .from(categories)
      .where(
        and(
          eq(categories.storeId, storeId),
          or(categoryContains, sql`${categorySimilarity} >= ${SIMILAR_WORDS}`),
        ),
      )
      .orderBy(
        sql`case when ${categoryContains} then 0 else 1 end`,
        sql`${categorySimilarity} desc`,
        byName(categories.name),
        asc(categories.id),
      )
      .limit(2);

    const search = await searchFor(db, storeId, q);
    const named = await db
      .select({ id: products.id, name: products.name, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(eq(products.storeId, storeId), isListed, or(search.nameContains, search.similarName)),
      )
      .orderBy(...search.namesFirst)
      .limit(SUGGESTION_LIMIT - shelves.length);

    return [
      ...shelves.map((shelf) => ({ kind: 'category' as const, ...shelf })),
      ...named.map((product) => ({ kind: 'product' as const, ...product })),
    ];
  },

  /** The listed product of the family the id belongs to (any variant's id finds it), with its variants. */
  async findProduct(db: Database, productId: number): Promise<ProductDetail | undefined> {
    if (!isStoredId(productId)) return undefined;
    const [product] = await productDetailSql(db).execute({ productId });
    if (!product) return undefined;
    const { optionNames, variants, ...detail } = product;
    return { ...detail, options: optionsOf(optionNames, variants), variants };
  },
};
