// Plain constants of the catalogue, kept apart from its zod schemas so the
// product list can use them without loading any validation code (its weight:
// docs/performance.md).

export const PRODUCT_SORTS = ['name', 'price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_PAGE_SIZE = 12;
/** At most this many suggestions under the search box, products and categories together. */
export const SUGGESTION_LIMIT = 5;
