import { and, asc, count, eq, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  OPERATOR_PRODUCT_PAGE_SIZE,
  type OperatorProduct,
  type Page,
} from '@storefront/shared/contracts';
import { slugForSku } from '../catalogue/product-defaults';
import type { Database } from '../db/database';
import { categories, orderLines, products, stores } from '../db/schema';
import { isStoredId } from '../lib/ids';
import { containsPattern } from '../lib/search-pattern';

export type ProductRow = typeof products.$inferSelect;

/** What a product form writes: everything but the stock and the picture. */
export type ProductFields = Pick<
  ProductRow,
  | 'sku'
  | 'name'
  | 'description'
  | 'categoryId'
  | 'priceMinor'
  | 'vatRateBasisPoints'
  | 'unit'
  | 'published'
  | 'featured'
>;

const operatorProductColumns = {
  product: products,
  categoryName: categories.name,
  currency: stores.currency,
};

function toOperatorProduct(row: {
  product: ProductRow;
  categoryName: string;
  currency: string;
}): OperatorProduct {
  const { product } = row;
  return {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    description: product.description,
    categoryId: product.categoryId,
    categoryName: row.categoryName,
    priceMinor: product.priceMinor,
    vatRateBasisPoints: product.vatRateBasisPoints,
    currency: row.currency,
    unit: product.unit,
    stock: product.stock,
    image: product.image,
    published: product.published,
    featured: product.featured,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

const selectOperatorProducts = (db: Database) =>
  db
    .select(operatorProductColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(stores, eq(stores.id, products.storeId));

/** One of the store's products as the console shows it; undefined for another store's. */
export async function readOperatorProduct(
  db: Database,
  storeId: number,
  productId: number,
): Promise<OperatorProduct | undefined> {
  if (!isStoredId(productId)) return undefined;
  const [row] = await selectOperatorProducts(db).where(
    and(eq(products.id, productId), eq(products.storeId, storeId)),
  );
  return row && toOperatorProduct(row);
}

/**
 * One of the store's products, its row locked against other edits (and
 * checkouts, which lock FOR UPDATE) for the rest of the transaction.
 */
export async function lockStoreProduct(
  tx: Database,
  storeId: number,
  productId: number,
): Promise<ProductRow | undefined> {
  if (!isStoredId(productId)) return undefined;
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
    .for('no key update');
  return row;
}

/** Whether another of the store's products has the SKU (or the slug it would give). */
export async function skuTaken(
  tx: Database,
  storeId: number,
  sku: string,
  exceptProductId?: number,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        or(eq(products.sku, sku), eq(products.slug, slugForSku(sku))),
        exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** A new product: no stock yet (stock arrives through the ledger), with the given picture. */
export async function insertProduct(
  tx: Database,
  storeId: number,
  fields: ProductFields & { image: string },
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...fields, storeId, slug: slugForSku(fields.sku), stock: 0 })
    .returning();
  return row!;
}

/** The product's form fields (its slug follows its SKU, so a freed SKU can be used again). */
export async function updateProductFields(
  tx: Database,
  productId: number,
  fields: ProductFields,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...fields, slug: slugForSku(fields.sku), updatedAt: new Date() })
    .where(eq(products.id, productId));
}

export async function updateProductImage(
  tx: Database,
  productId: number,
  image: string,
): Promise<void> {
  await tx.update(products).set({ image, updatedAt: new Date() }).where(eq(products.id, productId));
}

export interface OperatorProductFilter {
  q?: string;
  categoryId?: number;
  published?: 'true' | 'false';
  stock?: 'low';
  page: number;
}

// Byte order of the lower-cased name sorts the same on PGlite and on any server locale.
const byName = sql`lower(${products.name}) collate "C"`;

export function createProductsRepository(db: Database) {
  return {
    find: (storeId: number, productId: number) => readOperatorProduct(db, storeId, productId),

    /**
     * One page of the store's products, by name; q finds a name or SKU.
     * stock=low keeps the published ones at or under LOW_STOCK_THRESHOLD, fewest first.
     */
    async list(storeId: number, filter: OperatorProductFilter): Promise<Page<OperatorProduct>> {
      const conditions: (SQL | undefined)[] = [eq(products.storeId, storeId)];
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern)));
      }
      if (filter.categoryId !== undefined) {
        conditions.push(
          isStoredId(filter.categoryId) ? eq(products.categoryId, filter.categoryId) : sql`false`,
        );
      }
      if (filter.published) conditions.push(eq(products.published, filter.published === 'true'));
      if (filter.stock === 'low') {
        conditions.push(eq(products.published, true), lte(products.stock, LOW_STOCK_THRESHOLD));
      }
      const where = and(...conditions);
      const order =
        filter.stock === 'low'
          ? [asc(products.stock), byName, asc(products.id)]
          : [byName, asc(products.id)];
      const rows = await selectOperatorProducts(db)
        .where(where)
        .orderBy(...order)
        .limit(OPERATOR_PRODUCT_PAGE_SIZE)
        .offset((filter.page - 1) * OPERATOR_PRODUCT_PAGE_SIZE);
      const [counted] = await db.select({ total: count() }).from(products).where(where);
      return {
        items: rows.map(toOperatorProduct),
        page: filter.page,
        pageSize: OPERATOR_PRODUCT_PAGE_SIZE,
        total: counted?.total ?? 0,
      };
    },

    /** Whether a product or a past order's line shows this picture (a path under /images/). */
    async showsImage(image: string): Promise<boolean> {
      const [onProduct] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.image, image))
        .limit(1);
      if (onProduct) return true;
      const [onOrder] = await db
        .select({ orderId: orderLines.orderId })
        .from(orderLines)
        .where(eq(orderLines.image, image))
        .limit(1);
      return Boolean(onOrder);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
