import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { gtin14Sql } from './gtin-sql';
import { familyOf, type ProductRow } from './product-rows';
import { categories, products } from './tables';

export type NewProductRow = typeof products.$inferInsert;
/** The fields an import may change on a product. */
export type ImportedProductChanges = Partial<
  Pick<
    ProductRow,
    | 'name'
    | 'description'
    | 'categoryId'
    | 'unit'
    | 'estimatedWeightGrams'
    | 'gtin'
    | 'published'
    | 'vatRateBasisPoints'
    | 'optionNames'
    | 'priceMinor'
    | 'optionValues'
  >
>;

/**
 * The product import's SQL on the catalogue's tables, run in the import's
 * batch transaction: it locks families by SKU, inserts new products in
 * batches and finds free slugs.
 */
export const importSql = {
  /** The store's categories, which an import's row names by slug or name. */
  async importCategoryChoices(
    db: Database,
    storeId: number,
  ): Promise<Array<{ id: number; slug: string; name: string }>> {
    return db
      .select({ id: categories.id, slug: categories.slug, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.position), asc(categories.id));
  },

  /**
   * The products with these SKUs and their whole families, locked. The listed
   * products are locked first, in id order, as the product form locks them,
   * so a second import (or the form) changing a family waits its turn; the
   * families are read once those are held, so no member is missed.
   */
  async lockFamiliesBySku(tx: Database, storeId: number, skus: string[]): Promise<ProductRow[]> {
    if (skus.length === 0) return [];
    const withSku = and(eq(products.storeId, storeId), inArray(products.sku, skus));
    const listedIds = (
      await tx
        .selectDistinct({ id: sql<number>`coalesce(${products.variantOf}, ${products.id})` })
        .from(products)
        .where(withSku)
    ).map(({ id }) => id);
    if (listedIds.length === 0) return [];
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, listedIds))
      .orderBy(asc(products.id))
      .for('update');
    return tx
      .select()
      .from(products)
      .where(or(withSku, inArray(products.id, listedIds), inArray(products.variantOf, listedIds)))
      .orderBy(asc(products.id))
      .for('update');
  },

  /** An import's changes to one product. */
  async updateImportedProduct(
    tx: Database,
    productId: number,
    changes: ImportedProductChanges,
    updatedAt: Date,
  ): Promise<void> {
    await tx
      .update(products)
      .set({ ...changes, updatedAt })
      .where(eq(products.id, productId));
  },

  /** The shared fields an import changed, written to the rest of the product's family. */
  async updateRestOfFamily(
    tx: Database,
    productId: number,
    shared: ImportedProductChanges,
    updatedAt: Date,
  ): Promise<void> {
    await tx
      .update(products)
      .set({ ...shared, updatedAt })
      .where(and(familyOf(productId), ne(products.id, productId)));
  },

  /** New products; a SKU another import created meanwhile is left out of the answer. */
  async insertImportedProducts(tx: Database, rows: NewProductRow[]): Promise<ProductRow[]> {
    return tx.insert(products).values(rows).onConflictDoNothing().returning();
  },

  /** One new product (a variant); a unique index refusing it throws. */
  async insertImportedProduct(tx: Database, row: NewProductRow): Promise<ProductRow | undefined> {
    const [record] = await tx.insert(products).values(row).returning();
    return record;
  },

  /**
   * Which of these slugs, and of these GTINs in their 14-digit form, the
   * store's products hold: an import's batch asks once for all its rows.
   */
  async importAlreadyHeld(
    tx: Database,
    storeId: number,
    wanted: { slugs: string[]; gtin14s: string[] },
  ): Promise<{ slugs: Set<string>; gtin14s: Set<string> }> {
    const slugs =
      wanted.slugs.length === 0
        ? []
        : await tx
            .select({ held: products.slug })
            .from(products)
            .where(and(eq(products.storeId, storeId), inArray(products.slug, wanted.slugs)));
    // One index probe per code: with a list (IN), PostgreSQL guesses the
    // expression index finds thousands of rows a code and reads the whole table.
    const gtin14s =
      wanted.gtin14s.length === 0
        ? []
        : await rowsOf<{ held: string }>(
            tx,
            sql`
              select wanted.gtin14 as held
              from (values ${sql.join(
                wanted.gtin14s.map((gtin14) => sql`(${gtin14})`),
                sql`, `,
              )}) as wanted (gtin14)
              cross join lateral (
                select 1 from ${products}
                where ${products.storeId} = ${storeId} and ${products.gtin} is not null
                  and ${gtin14Sql(products.gtin)} = wanted.gtin14
                limit 1
              ) as holder`,
          );
    return {
      slugs: new Set(slugs.map(({ held }) => held)),
      gtin14s: new Set(gtin14s.map(({ held }) => held)),
    };
  },

  /**
   * Each new product's slug: its SKU's, unless a product whose SKU has since
   * changed still holds that slug; then the first free one with -2, -3 … after it.
   */
  async freeSlugs(tx: Database, storeId: number, wanted: string[]): Promise<string[]> {
    const taken = new Set(
      (
        await tx
          .select({ slug: products.slug })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.slug, wanted)))
      ).map((found) => found.slug),
    );
    const result: string[] = [];
    for (const slug of wanted) {
      if (!taken.has(slug)) {
        result.push(slug);
        continue;
      }
      for (let n = 2; ; n += 1) {
        const candidate = `${slug}-${n}`;
        const [clash] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, storeId), eq(products.slug, candidate)))
          .limit(1);
        if (!clash && !wanted.includes(candidate) && !result.includes(candidate)) {
          result.push(candidate);
          break;
        }
      }
    }
    return result;
  },
};
