import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { isStoredId } from '../../lib/ids';
import { lockStore } from '../store/service';
import { categories, products } from './tables';

export type CategoryRow = typeof categories.$inferSelect;

// Byte order of the lower-cased name sorts the same on PGlite and on any server locale.
const byName = sql`lower(${categories.name}) collate "C"`;

/** The operator's order of the categories: position, then name. */
const CATEGORY_ORDER = [asc(categories.position), byName, asc(categories.id)];

/** A category as the console shows it, with every product it holds counted. */
async function readCategories(db: Database, storeId: number, categoryId?: number) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      image: categories.image,
      position: categories.position,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(
      and(
        eq(categories.storeId, storeId),
        categoryId === undefined ? undefined : eq(categories.id, categoryId),
      ),
    )
    .groupBy(categories.id)
    .orderBy(...CATEGORY_ORDER);
}

/** The categories' SQL: the console's list, and the category form's writes. */
export const categoryRepository = {
  /** The store's categories as the console shows them, each with every product it holds counted. */
  listOperatorCategories: (db: Database, storeId: number): Promise<OperatorCategory[]> =>
    readCategories(db, storeId),

  async findOperatorCategory(
    db: Database,
    storeId: number,
    categoryId: number,
  ): Promise<OperatorCategory | undefined> {
    if (!isStoredId(categoryId)) return undefined;
    const [row] = await readCategories(db, storeId, categoryId);
    return row;
  },

  /**
   * Every category of the store, in the operator's order, after locking the
   * store's row: one category change of a store at a time, so a name check, a
   * new slug or position and a reorder each see every other change. (NO KEY
   * UPDATE leaves the row's key free, so rows that reference the store — new
   * customers, orders, products — are never held up by it.)
   */
  async lockStoreCategories(tx: Database, storeId: number): Promise<CategoryRow[]> {
    await lockStore(tx, storeId);
    return tx
      .select()
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(...CATEGORY_ORDER);
  },

  /**
   * One of the store's categories; undefined for another store's. A product
   * write locks it FOR KEY SHARE, and a delete FOR UPDATE, so the two queue: a
   * product never lands in a category deleted at the same moment.
   */
  async findStoreCategory(
    db: Database,
    storeId: number,
    categoryId: number,
    lock?: 'key share' | 'update',
  ): Promise<CategoryRow | undefined> {
    if (!isStoredId(categoryId)) return undefined;
    const query = db
      .select()
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.storeId, storeId)));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  },

  async insertCategory(
    tx: Database,
    values: Omit<typeof categories.$inferInsert, 'id'>,
  ): Promise<CategoryRow> {
    const [row] = await tx.insert(categories).values(values).returning();
    return row!;
  },

  async updateCategory(
    tx: Database,
    categoryId: number,
    fields: { name: string; description: string },
  ): Promise<void> {
    await tx.update(categories).set(fields).where(eq(categories.id, categoryId));
  },

  async deleteCategory(tx: Database, categoryId: number): Promise<void> {
    await tx.delete(categories).where(eq(categories.id, categoryId));
  },

  /** Every product in the category, published or not. */
  async countProductsIn(tx: Database, categoryId: number): Promise<number> {
    const [counted] = await tx
      .select({ total: count() })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    return counted?.total ?? 0;
  },

  /** Positions 0, 1, 2… in the order given. */
  async setCategoryPositions(tx: Database, categoryIds: number[]): Promise<void> {
    if (categoryIds.length === 0) return;
    const positions = sql.join(
      categoryIds.map((id, position) => sql`(${id}::integer, ${position}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${categories} set position = wanted.position
          from (values ${positions}) as wanted(id, position)
          where ${categories.id} = wanted.id`,
    );
  },
};
