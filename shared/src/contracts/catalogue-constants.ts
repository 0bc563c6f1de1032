// Plain constants of the operator's catalogue, kept apart from its zod
// schemas so the storefront can word units without loading validation code.

export { PRODUCT_UNITS, PRODUCT_UNIT_LABELS, type ProductUnit } from './product-units';
export {
  eachPriceMinor,
  formatWeight,
  lineQuantityText,
  weighedBufferMinor,
  weighedPriceMinor,
  weighedQuantityText,
  type PricedItem,
} from './weighed-prices';

/** SKUs are upper-case letters, digits and hyphens; input is upper-cased first. */
export const SKU_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{0,38}[A-Z0-9])?$/;

/** Why an operator moves stock; every move needs one of these. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'count_correction'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Every kind of stock ledger entry: the operator's reasons, and what orders do. */
export const STOCK_MOVEMENT_KINDS = [
  ...STOCK_ADJUSTMENT_REASONS,
  'sale',
  'order_cancelled',
  'opening_balance',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  received: 'Received',
  damaged: 'Damaged',
  count_correction: 'Count correction',
  sale: 'Sale',
  order_cancelled: 'Order cancelled',
  opening_balance: 'Opening balance',
};

/** A published product with this many or fewer left shows in the low-stock view. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * How far the low-stock view counts its products (the lists' TOTAL_CAP is
 * 10,000). Its page shows no count, only "Page 1 of 50+" past this, and it is
 * read often: at a grocer's size counting to 10,000 took 1.2 ms of PostgreSQL's
 * time in an answer of 4 ms (issue 47).
 */
export const LOW_STOCK_TOTAL_CAP = 1_000;

/**
 * How far a search counts its matches ("1,000+", as the big shops say "over
 * 1,000 results"): a search that finds more is one to narrow, not to page
 * through. Counting to 10,000 would read every description holding a common
 * word: at a grocer's size "chocolate" is in 1,801 listed names and 4,372
 * descriptions (issue 47).
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** Product pictures: like profile pictures, JPG, PNG or WebP by their bytes, at most 2 MB. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const OPERATOR_PRODUCT_PAGE_SIZE = 20;
export const STOCK_MOVEMENT_PAGE_SIZE = 20;

/**
 * A product's VAT rate, in basis points: 2000 is 20 %. Prices include VAT, as
 * in UK retail; a receipt shows how much of each price is VAT.
 */
export const VAT_RATE_MAX_BASIS_POINTS = 10_000;
/** The UK's standard, reduced and zero rates, offered first wherever a rate is chosen. */
export const COMMON_VAT_RATES_BASIS_POINTS = [2000, 500, 0] as const;

/** '20%', '5%', '0%', '5.5%'. */
export const formatVatRate = (basisPoints: number) => `${basisPoints / 100}%`;
