import { and, asc, eq, gt } from 'drizzle-orm';
import type { ProductIndexPage } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { AnswerCache } from '../../lib/answer-cache';
import { isListed } from './product-summary';
import { products } from './tables';

interface ProductIndexDeps {
  /** The pool kept for the shop's reads. */
  readDb: Database;
  /** The catalogue's ready-to-send answers, which every change drops or ages. */
  answers: AnswerCache;
}

/**
 * The ids of every product the catalogue lists (published, each standing for
 * its variants: the product list's items, and the product pages a sitemap
 * names), a page at a time by id. Keyset pages, not offsets: each page is
 * one range scan of the primary key from `after`, as cheap at the last page
 * of 50,000 products as at the first, where an offset would read past every
 * row before it.
 */
export function createProductIndex({ readDb, answers }: ProductIndexDeps) {
  async function read(storeId: number, after: number, limit: number): Promise<ProductIndexPage> {
    // One more than the page: whether there is a next page, without a count.
    const rows = await readDb
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), isListed, gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(limit + 1);
    const items = rows.slice(0, limit);
    return { items, next: rows.length > limit ? items.at(-1)!.id : null };
  }

  return {
    /** A page of the index as JSON, kept under the key (the request's URL) like the product list. */
    page: (key: string, storeId: number, { after = 0, limit }: { after?: number; limit: number }) =>
      answers.read(key, () => read(storeId, after, limit)),
  };
}
