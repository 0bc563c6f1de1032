import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  Category,
  Page,
  ProductDetail,
  ProductSort,
  ProductSummary,
} from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { categories, products, stores } from '../db/schema';
import { isStoredId } from '../lib/ids';
import { containsPattern } from '../lib/search-pattern';

/** The columns of a ProductSummary; favourites select the same shape. */
export const productSummaryColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  categorySlug: categories.slug,
  categoryName: categories.name,
  priceMinor: products.priceMinor,
  currency: stores.currency,
  unit: products.unit,
  stock: products.stock,
  image: products.image,
  featured: products.featured,
};

/** products joined to what a summary needs: its category and its store's currency. */
export function selectProductSummaries(db: Database) {
  return db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(stores, eq(stores.id, products.storeId));
}

// Byte order of the lower-cased name sorts the same on PGlite and on any server locale.
const byName = (column: typeof products.name | typeof categories.name) =>
  sql`lower(${column}) collate "C"`;

// Every sort ends on the id, so pages never overlap or skip a product.
const PRODUCT_ORDER: Record<ProductSort, SQL[]> = {
  name: [byName(products.name), asc(products.id)],
  'price-asc': [asc(products.priceMinor), asc(products.id)],
  'price-desc': [desc(products.priceMinor), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

export interface ProductListFilter {
  q?: string;
  category?: string;
  featured?: 'true' | 'false';
  sort: ProductSort;
  page: number;
  pageSize: number;
}

/** Customers see published products only; an unpublished one is as if it did not exist. */
export const isOnSale = eq(products.published, true);

export function createCatalogRepository(db: Database) {
  return {
    /** In the operator's order, each counting the products customers can see. */
    async listCategories(storeId: number): Promise<Category[]> {
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
        .leftJoin(products, and(eq(products.categoryId, categories.id), isOnSale))
        .where(eq(categories.storeId, storeId))
        .groupBy(categories.id)
        .orderBy(asc(categories.position), byName(categories.name), asc(categories.id));
    },

    async listProducts(storeId: number, filter: ProductListFilter): Promise<Page<ProductSummary>> {
      const conditions: SQL[] = [eq(products.storeId, storeId), isOnSale];
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern))!);
      }
      if (filter.category) conditions.push(eq(categories.slug, filter.category));
      if (filter.featured) conditions.push(eq(products.featured, filter.featured === 'true'));
      const where = and(...conditions);

      const items = await selectProductSummaries(db)
        .where(where)
        .orderBy(...PRODUCT_ORDER[filter.sort])
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const [counted] = await db
        .select({ total: count() })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where);
      return { items, page: filter.page, pageSize: filter.pageSize, total: counted?.total ?? 0 };
    },

    async findProduct(productId: number): Promise<ProductDetail | undefined> {
      if (!isStoredId(productId)) return undefined;
      const [product] = await db
        .select({ ...productSummaryColumns, description: products.description })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(and(eq(products.id, productId), isOnSale));
      return product;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
