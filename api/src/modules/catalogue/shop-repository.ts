import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
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
import { isStoredId } from '../../lib/ids';
import { containsPattern, SIMILAR_WORDS } from '../../lib/search-pattern';
import { searchValues, suggestedProducts } from './search-sql';
import { productDetailSql } from './product-detail-sql';
import { byName, cataloguePage } from './listing-sql';
import { categories } from './tables';

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
        productCount: categories.listedProducts,
      })
      .from(categories)
      .where(eq(categories.storeId, storeId))
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
    const { page, pageSize, ...asked } = filter;
    const found = await cataloguePage(db, storeId, {
      ...asked,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: found.items, page, pageSize, ...found.total };
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

    const named = await suggestedProducts(db, q).execute({
      ...searchValues(storeId, q),
      limit: SUGGESTION_LIMIT - shelves.length,
      offset: 0,
    });

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
