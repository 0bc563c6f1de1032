import { and, asc, count, eq, ilike, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  OPERATOR_PRODUCT_PAGE_SIZE,
  type Page,
} from '@storefront/shared/contracts';
import { type OperatorProduct } from '@storefront/shared/operator-contracts';
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
  | 'optionNames'
  | 'optionValues'
>;

/** The fields a family shares; the rest (SKU, price, stock, option values) are each variant's. */
type SharedFields = Omit<ProductFields, 'sku' | 'priceMinor' | 'optionValues'>;

/** The listed product and its variants, by the listed product's id. */
export const familyOf = (listedId: number) =>
  or(eq(products.id, listedId), eq(products.variantOf, listedId))!;

/** The id of the listed product a row belongs to: its own, or the one it is a variant of. */
export const listedIdOf = (row: Pick<ProductRow, 'id' | 'variantOf'>) => row.variantOf ?? row.id;

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
    variantOf: product.variantOf,
    optionNames: product.optionNames,
    optionValues: product.optionValues,
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

/** What a new variant of the listed product takes from it: its store and the shared fields. */
export const familyFieldsOf = (listed: ProductRow) =>
  ({
    storeId: listed.storeId,
    categoryId: listed.categoryId,
    name: listed.name,
    description: listed.description,
    vatRateBasisPoints: listed.vatRateBasisPoints,
    unit: listed.unit,
    image: listed.image,
    featured: listed.featured,
    published: listed.published,
    optionNames: listed.optionNames,
  }) satisfies SharedFields & Pick<ProductRow, 'storeId' | 'image'>;

/** A new variant of a listed product: its own SKU, price and values, the family's all else, no stock. */
export async function insertVariant(
  tx: Database,
  listed: ProductRow,
  own: Pick<ProductRow, 'sku' | 'priceMinor' | 'optionValues'>,
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({
      ...familyFieldsOf(listed),
      ...own,
      slug: slugForSku(own.sku),
      stock: 0,
      variantOf: listed.id,
    })
    .returning();
  return row!;
}

/**
 * The product's form fields: its SKU (and the slug that follows it, so a
 * freed SKU can be used again), price and option values on the row itself,
 * and the shared fields on every member of its family.
 */
export async function updateProductFields(
  tx: Database,
  product: Pick<ProductRow, 'id' | 'variantOf'>,
  fields: ProductFields,
): Promise<void> {
  const { sku, priceMinor, optionValues, ...shared } = fields;
  const updatedAt = new Date();
  await tx
    .update(products)
    .set({ ...shared, sku, slug: slugForSku(sku), priceMinor, optionValues, updatedAt })
    .where(eq(products.id, product.id));
  await tx
    .update(products)
    .set({ ...(shared satisfies SharedFields), updatedAt })
    .where(and(familyOf(listedIdOf(product)), ne(products.id, product.id)));
}

/** A new picture for the product and all its variants. */
export async function updateProductImage(
  tx: Database,
  product: Pick<ProductRow, 'id' | 'variantOf'>,
  image: string,
): Promise<void> {
  await tx
    .update(products)
    .set({ image, updatedAt: new Date() })
    .where(familyOf(listedIdOf(product)));
}

/** The listed product and its variants as the console shows them, listed one first. */
export async function readOperatorFamily(
  db: Database,
  storeId: number,
  product: Pick<ProductRow, 'id' | 'variantOf'>,
): Promise<OperatorProduct[]> {
  const rows = await selectOperatorProducts(db)
    .where(and(familyOf(listedIdOf(product)), eq(products.storeId, storeId)))
    .orderBy(asc(products.id));
  return rows.map(toOperatorProduct);
}

/** How many rows the product's family has: 1 for a product without variants. */
export async function familySize(
  tx: Database,
  product: Pick<ProductRow, 'id' | 'variantOf'>,
): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(products)
    .where(familyOf(listedIdOf(product)));
  return counted?.n ?? 0;
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

    /** The family of the store's product with that id (any member's), listed one first; [] for none. */
    async family(storeId: number, productId: number): Promise<OperatorProduct[]> {
      if (!isStoredId(productId)) return [];
      const [member] = await db
        .select({ id: products.id, variantOf: products.variantOf })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
      return member ? readOperatorFamily(db, storeId, member) : [];
    },

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
