import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import { type OperatorProduct } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { orderLineView } from '../orders/service';
import { storeView } from '../store/service';
import { isStoredId } from '../../lib/ids';
import { slugForSku } from './product-defaults';
import {
  familyFieldsOf,
  familyOf,
  listedIdOf,
  selectOperatorProducts,
  toOperatorProduct,
  type ProductFields,
  type ProductRow,
  type SharedFields,
} from './product-rows';
import { products } from './tables';
import { operatorProductPage } from './operator-product-list-sql';

export type { OperatorProductFilter } from './operator-product-list-sql';

/** The listed product and its variants as the console shows them, listed one first. */
async function readOperatorFamily(
  db: Database,
  storeId: number,
  product: Pick<ProductRow, 'id' | 'variantOf'>,
): Promise<OperatorProduct[]> {
  const rows = await selectOperatorProducts(db)
    .where(and(familyOf(listedIdOf(product)), eq(products.storeId, storeId)))
    .orderBy(asc(products.id));
  return rows.map(toOperatorProduct);
}

/** The console's products: its reads, and the product form's writes. */
export const productRepository = {
  /** One of the store's products as the console shows it; undefined for another store's. */
  async findOperatorProduct(
    db: Database,
    storeId: number,
    productId: number,
  ): Promise<OperatorProduct | undefined> {
    if (!isStoredId(productId)) return undefined;
    const [row] = await selectOperatorProducts(db).where(
      and(eq(products.id, productId), eq(products.storeId, storeId)),
    );
    return row && toOperatorProduct(row);
  },

  /** The family of the store's product with that id (any member's), listed one first; [] for none. */
  async findOperatorFamily(
    db: Database,
    storeId: number,
    productId: number,
  ): Promise<OperatorProduct[]> {
    if (!isStoredId(productId)) return [];
    const [member] = await db
      .select({ id: products.id, variantOf: products.variantOf })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
    return member ? readOperatorFamily(db, storeId, member) : [];
  },

  /** One page of the store's products (operator-product-list-sql.ts). */
  listOperatorProducts: operatorProductPage,

  /**
   * Whether a product or a past order's line shows this picture (a path under
   * /images/). The order lines are read through the orders' view of them.
   */
  async showsImage(db: Database, image: string): Promise<boolean> {
    const [onProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.image, image))
      .limit(1);
    if (onProduct) return true;
    const line = orderLineView('line');
    const [onOrder] = await db
      .select({ orderId: line.orderId })
      .from(line)
      .where(eq(line.image, image))
      .limit(1);
    return Boolean(onOrder);
  },

  /**
   * One of the store's products, its row locked against other edits (and
   * checkouts, which lock FOR UPDATE) for the rest of the transaction.
   */
  async lockStoreProduct(
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
  },

  /**
   * The family of the store's product with that id, every row locked in id order:
   * two members' edits queue on the listed row instead of deadlocking. [] for none.
   */
  async lockStoreFamily(tx: Database, storeId: number, productId: number): Promise<ProductRow[]> {
    if (!isStoredId(productId)) return [];
    const listedId = sql<number>`(select coalesce(${products.variantOf}, ${products.id}) from ${products}
      where ${products.id} = ${productId} and ${products.storeId} = ${storeId})`;
    return tx
      .select()
      .from(products)
      .where(and(familyOf(listedId), eq(products.storeId, storeId)))
      .orderBy(asc(products.id))
      .for('no key update');
  },

  /** Whether another of the store's products has the SKU (or the slug it would give). */
  async skuTaken(
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
  },

  /** A new product: no stock yet (stock arrives through the ledger), with the given picture. */
  async insertProduct(
    tx: Database,
    storeId: number,
    fields: ProductFields & { image: string },
  ): Promise<ProductRow> {
    const [row] = await tx
      .insert(products)
      .values({ ...fields, storeId, slug: slugForSku(fields.sku), stock: 0 })
      .returning();
    return row!;
  },

  /** A new variant of a listed product: its own SKU, price and values, the family's all else, no stock. */
  async insertVariant(
    tx: Database,
    listed: ProductRow,
    own: Pick<ProductRow, 'sku' | 'gtin' | 'priceMinor' | 'optionValues'>,
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
  },

  /**
   * The product's form fields: its SKU (and the slug that follows it, so a
   * freed SKU can be used again), price and option values on the row itself,
   * and the shared fields on every member of its family.
   */
  async updateProductFields(
    tx: Database,
    product: Pick<ProductRow, 'id' | 'variantOf'>,
    fields: ProductFields,
  ): Promise<void> {
    const { sku, gtin, priceMinor, optionValues, ...shared } = fields;
    const updatedAt = new Date();
    await tx
      .update(products)
      .set({ ...shared, sku, gtin, slug: slugForSku(sku), priceMinor, optionValues, updatedAt })
      .where(eq(products.id, product.id));
    await tx
      .update(products)
      .set({ ...(shared satisfies SharedFields), updatedAt })
      .where(and(familyOf(listedIdOf(product)), ne(products.id, product.id)));
  },

  /** A new picture for the product and all its variants. */
  async updateProductImage(
    tx: Database,
    product: Pick<ProductRow, 'id' | 'variantOf'>,
    image: string,
  ): Promise<void> {
    await tx
      .update(products)
      .set({ image, updatedAt: new Date() })
      .where(familyOf(listedIdOf(product)));
  },

  /** How many rows the product's family has: 1 for a product without variants. */
  async familySize(tx: Database, product: Pick<ProductRow, 'id' | 'variantOf'>): Promise<number> {
    const [counted] = await tx
      .select({ n: count() })
      .from(products)
      .where(familyOf(listedIdOf(product)));
    return counted?.n ?? 0;
  },

  /** The store's currency, for the audit log's wording of prices. */
  async storeCurrency(tx: Database, storeId: number): Promise<string> {
    const store = storeView('store');
    const [row] = await tx
      .select({ currency: store.currency })
      .from(store)
      .where(eq(store.id, storeId));
    return row!.currency;
  },
};
