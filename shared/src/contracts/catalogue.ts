import { z } from 'zod';
import './zod-config';
import { text } from './text';
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG } from './text-rules';
import { PRODUCT_UNITS } from './catalogue-constants';
import { pageOf, pageQuerySchema } from './pagination';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS, SUGGESTION_LIMIT } from './product-sort';

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
  /** Sold per kg: the estimated weight of one unit ordered (one banana), in grams; else null. */
  estimatedWeightGrams: z.number().int().nullable(),
  stock: z.number().int(),
  image: z.string(),
  featured: z.boolean(),
  /** How many variants the customer chooses from; 1 for a product without options. */
  variantCount: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One of a product's options, e.g. Size, with the values its variants use, in order. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOptionSchema>;

/** What the customer buys: its id goes in the cart (as productId) and on the order. */
export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** One value per option, in the options' order; empty for a product without options. */
  optionValues: z.array(z.string()),
  priceMinor: z.number().int(),
  stock: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/**
 * GET /api/products/:productId — asked for any variant's id, it answers the
 * product (id is the listed product's). priceMinor is the lowest variant price
 * and stock the variants' total; variants has at least one entry.
 */
export const productDetailSchema = productSummarySchema.extend({
  description: z.string(),
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A price bound of the product list: integer minor units of the store's currency, as priceMinor. */
const priceBound = (field: string) =>
  z.coerce
    .number({ message: `${field} is a whole number of pence` })
    .int(`${field} is a whole number of pence`)
    .min(0, `${field} cannot be negative`)
    .max(100_000_000, `${field} is at most 100000000`)
    .optional();

export const productListQuerySchema = pageQuerySchema
  .extend({
    q: text().trim().max(SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG).optional(),
    category: text()
      .trim()
      .max(60)
      .regex(/^[a-z0-9-]*$/, 'category is a category slug')
      .optional(),
    /** Left out: the best matches first when there is a search, otherwise by name. */
    sort: z
      .enum(PRODUCT_SORTS, { message: `sort is one of ${PRODUCT_SORTS.join(', ')}` })
      .optional(),
    featured: z.enum(['true', 'false']).optional(),
    minPrice: priceBound('minPrice'),
    maxPrice: priceBound('maxPrice'),
    inStock: z.literal('true', { message: 'inStock is true, or left out' }).optional(),
    pageSize: z.coerce.number().int().min(1).max(48).default(PRODUCT_PAGE_SIZE),
  })
  .superRefine((query, context) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.maxPrice < query.minPrice
    ) {
      context.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        message: 'maxPrice must be at least minPrice',
      });
    }
  });
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productPageSchema = pageOf(productSummarySchema);

export const productParamsSchema = z.object({
  productId: z.coerce
    .number()
    .int('productId must be a whole number')
    .positive('productId must be positive'),
});

export const suggestionQuerySchema = z.object({
  q: text()
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_TEXT_MAX_LENGTH, SEARCH_TEXT_TOO_LONG),
});

/** What the search box offers as the customer types: a product to open, or a category to browse. */
export const suggestionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    id: z.number().int(),
    name: z.string(),
    categoryName: z.string(),
  }),
  z.object({ kind: z.literal('category'), slug: z.string(), name: z.string() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z.object({
  items: z.array(suggestionSchema).max(SUGGESTION_LIMIT),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;
