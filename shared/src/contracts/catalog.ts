import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG } from './text-rules';
import { PRODUCT_UNITS } from './catalogue-constants';
import { pageOf, pageQuerySchema } from './pagination';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from './product-sort';

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Path under the API's /images/, e.g. 'categories/bakery.svg'. */
  image: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  categorySlug: z.string(),
  categoryName: z.string(),
  /** Integer minor units of the store's currency. */
  priceMinor: z.number().int(),
  currency: z.string(),
  /** What the price is for: each, or per kg. */
  unit: z.enum(PRODUCT_UNITS),
  stock: z.number().int(),
  image: z.string(),
  featured: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  q: text().trim().max(SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG).optional(),
  category: text()
    .trim()
    .max(60)
    .regex(/^[a-z0-9-]*$/, 'category is a category slug')
    .optional(),
  sort: z
    .enum(PRODUCT_SORTS, { message: `sort is one of ${PRODUCT_SORTS.join(', ')}` })
    .default('name'),
  featured: z.enum(['true', 'false']).optional(),
  pageSize: z.coerce.number().int().min(1).max(48).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productPageSchema = pageOf(productSummarySchema);

export const productParamsSchema = z.object({
  productId: z.coerce
    .number()
    .int('productId must be a whole number')
    .positive('productId must be positive'),
});
