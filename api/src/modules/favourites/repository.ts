import { and, desc, eq } from 'drizzle-orm';
import type { Favourite } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import { isStoredId } from '../../lib/ids';
// The catalogue's own reading of a product on sale, and of its summary.
import { productSummaryView, productView, summaryColumnsOf } from '../catalogue/service';
import { favourites } from './tables';

/** All of the favourites' SQL; each function takes the database handle it runs on. */
export const favouritesRepository = {
  /** Newest first; a product no longer on sale is left out (and comes back if it returns). */
  async list(db: Database, userId: string): Promise<Favourite[]> {
    const summary = productSummaryView('summary');
    const rows = await db
      .select({ product: summaryColumnsOf(summary), addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(summary, eq(summary.id, favourites.productId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId));
    return rows.map((row) => ({ product: row.product, addedAt: row.addedAt.toISOString() }));
  },

  /** Idempotent; false when the product does not exist or is not on sale. */
  async add(db: Database, userId: string, productId: number): Promise<boolean> {
    if (!isStoredId(productId)) return false;
    const product = productView('product');
    const [found] = await db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.id, productId), eq(product.published, true)));
    if (!found) return false;
    await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
    return true;
  },

  async remove(db: Database, userId: string, productId: number): Promise<void> {
    if (!isStoredId(productId)) return;
    await db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  },

  /** Every favourite of the customer, gone: their account is being deleted. */
  async deleteAllOf(tx: Database, userId: string): Promise<void> {
    await tx.delete(favourites).where(eq(favourites.userId, userId));
  },
};
