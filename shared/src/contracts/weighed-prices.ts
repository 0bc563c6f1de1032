// Prices and words of goods sold by weight, apart from product-units.ts:
// every storefront card reads that module in the page's first script, and
// only the cart, checkout and order pages need these.
import type { ProductUnit } from './product-units';

/** What `grams` of a product sold by weight cost at its price per kg, to the nearest minor unit. */
export const weighedPriceMinor = (pricePerKgMinor: number, grams: number): number =>
  Math.round((pricePerKgMinor * grams) / 1000);

/** A product, or a line of one, as far as its price goes. */
export interface PricedItem {
  /** The price of one, or of a kg when sold by weight. */
  priceMinor: number;
  unit?: ProductUnit;
  /** For a product sold by weight: what one as ordered (a banana, a bunch) is reckoned to weigh. */
  estimatedWeightGrams?: number | null;
}

/**
 * What one as ordered costs: the price, or, sold by weight, its estimated
 * weight at the price per kg. Checkout charges this until the goods are
 * weighed at picking.
 */
export const eachPriceMinor = ({ priceMinor, unit, estimatedWeightGrams }: PricedItem): number =>
  unit === 'per_kg' && estimatedWeightGrams
    ? weighedPriceMinor(priceMinor, estimatedWeightGrams)
    : priceMinor;

/**
 * What a card is held for over weighed goods' estimate, so picking can charge
 * their real weight: `percent` of the estimate, rounded up.
 */
export const weighedBufferMinor = (estimateMinor: number, percent: number): number =>
  Math.ceil((estimateMinor * percent) / 100);

/** A weight as a label reads it: '180 g', '1.262 kg'. */
export const formatWeight = (grams: number): string =>
  grams < 1000 ? `${grams} g` : `${(grams / 1000).toFixed(3)} kg`;

/**
 * How much of a line sold by weight there is: its weight once picked
 * ('1.262 kg'), its estimate until then ('6 × about 180 g').
 */
export const weighedQuantityText = (line: {
  quantity: number;
  estimatedWeightGrams: number | null;
  weightGrams: number | null;
}): string =>
  line.weightGrams !== null
    ? formatWeight(line.weightGrams)
    : `${line.quantity} × about ${formatWeight(line.estimatedWeightGrams ?? 0)}`;

/** An order line's amount and price as its lists show them: '2 × £1.10', or '1.262 kg at £1.15/kg'. */
export const lineQuantityText = (
  line: {
    quantity: number;
    unit: ProductUnit;
    unitPriceMinor: number;
    estimatedWeightGrams: number | null;
    weightGrams: number | null;
  },
  money: (minor: number) => string,
): string =>
  line.unit === 'per_kg'
    ? `${weighedQuantityText(line)} at ${money(line.unitPriceMinor)}/kg`
    : `${line.quantity} × ${money(line.unitPriceMinor)}`;
