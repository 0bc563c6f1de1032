import { z } from 'zod';
import './zod-config';

/** The most ids a page of the product index holds, and how many it holds unless asked for fewer. */
export const PRODUCT_INDEX_PAGE_SIZE = 5000;
// A product id is a PostgreSQL integer (serial).
const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * GET /api/stores/:storeId/product-index — the ids of every product the
 * catalogue lists, by id, a page at a time: `after` is the `next` of the page
 * before (left out for the first). For the sitemap, which must read them all.
 */
export const productIndexQuerySchema = z.object({
  after: z.coerce
    .number()
    .int('after must be a whole number')
    .min(0, 'after is a product id')
    .max(MAX_PRODUCT_ID, 'after is a product id')
    .optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(PRODUCT_INDEX_PAGE_SIZE, `limit is at most ${PRODUCT_INDEX_PAGE_SIZE}`)
    .default(PRODUCT_INDEX_PAGE_SIZE),
});
export type ProductIndexQuery = z.input<typeof productIndexQuerySchema>;

export const productIndexPageSchema = z.object({
  items: z.array(z.object({ id: z.number().int() })),
  /** The `after` of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type ProductIndexPage = z.infer<typeof productIndexPageSchema>;
