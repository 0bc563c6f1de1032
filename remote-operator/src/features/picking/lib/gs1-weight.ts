import { MAX_LINE_WEIGHT_GRAMS, type WalkStop } from '@storefront/shared/operator-contracts';

// GS1 variable-measure barcodes: the shop's scale prints an EAN-13 that
// carries the item and its weight or price, e.g. 20 12345 01262 2.
//
//   digits 1–2   prefix: "2" and one more digit (20–29, the store's own range)
//   digits 3–7   item reference (5 digits), set by the store
//   digits 8–12  value (5 digits)
//   digit 13     the EAN-13 check digit
//
// (Some scales put a check digit over the value at digit 8 and keep only a
// 4-digit value; an EAN-13 has no room for both a 5-digit item and a 5-digit
// value beside it. We read the layout above, the common one for loose produce.)
//
// A product weighed by label has a code of this kind as its own GTIN, with
// value 00000: a label names it by the same item reference, and names no
// other product. A weighed product with an ordinary GTIN has its weight typed.

/**
 * What a label's value carries, by the prefix's second digit. GS1 leaves this
 * to each country and store: this is the common UK/EU layout, and the store's
 * choice. 20–24 carry the weight in grams; 25–29 the price in minor units
 * (pence), which the product's price per kg turns into the weight. A store
 * whose scales print otherwise changes this, and nothing else.
 */
const valueCarried = (prefixDigit: number): ScaleLabel['carries'] =>
  prefixDigit <= 4 ? 'grams' : 'price';

const VARIABLE_MEASURE = /^2(\d)(\d{5})(\d{5})\d$/;

export interface ScaleLabel {
  /** The 5-digit item reference the store gave the product. */
  itemReference: string;
  /** What `value` is: a weight in grams, or a price in minor units. */
  carries: 'grams' | 'price';
  value: number;
}

/** What a label is read against: the stop's product. */
export type ScaleProduct = Pick<WalkStop, 'gtin' | 'pricePerKgMinor'>;

/** The EAN-13 check digit of the first 12 digits. */
function checkDigit(first12: string): number {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** A variable-measure code (prefix 20–29, 13 digits, valid check digit), or null for any other code. */
export function parseScaleLabel(code: string): ScaleLabel | null {
  const match = VARIABLE_MEASURE.exec(code);
  if (!match) return null;
  if (checkDigit(code.slice(0, 12)) !== Number(code[12])) return null;
  const [, prefixDigit, itemReference, value] = match;
  return {
    itemReference: itemReference!,
    carries: valueCarried(Number(prefixDigit)),
    value: Number(value),
  };
}

/** The item reference of a product's own variable-measure GTIN; null when it has another kind, or none. */
export const itemReferenceOf = (gtin: string | null): string | null =>
  gtin ? (parseScaleLabel(gtin)?.itemReference ?? null) : null;

/**
 * Whether a label names the product of `gtin`: only a product whose own GTIN
 * is a variable-measure code with the same item reference. Any other product
 * has no reference to compare, so no label is taken for it.
 */
export function sameItem(label: ScaleLabel, gtin: string | null): boolean {
  return itemReferenceOf(gtin) === label.itemReference;
}

/**
 * The weight a label comes to, in grams: its value, or its price at the
 * product's price per kg, to whole grams, half up. Null when that is no
 * positive weight (a zero value, or a price too small for a gram).
 */
export function labelGrams(label: ScaleLabel, pricePerKgMinor: number | null): number | null {
  if (label.carries === 'grams') return label.value > 0 ? label.value : null;
  if (!pricePerKgMinor || pricePerKgMinor <= 0) return null;
  // value × 1000 / price, rounded half up, in whole numbers only.
  const grams = Math.floor((2 * label.value * 1000 + pricePerKgMinor) / (2 * pricePerKgMinor));
  return grams > 0 ? grams : null;
}

/** A scale label read at a weighed product: the weight, or why it is refused. */
export function readScaleLabel(
  label: ScaleLabel,
  product: ScaleProduct,
): { grams: number } | { refusal: string } {
  if (!sameItem(label, product.gtin)) return { refusal: 'That scale label is for another item.' };
  const grams = labelGrams(label, product.pricePerKgMinor);
  if (grams === null) {
    return {
      refusal:
        label.carries === 'price'
          ? "That label's price does not come to a weight."
          : 'That label does not carry a weight.',
    };
  }
  if (grams > MAX_LINE_WEIGHT_GRAMS) {
    return { refusal: `The weight is 1 to ${MAX_LINE_WEIGHT_GRAMS} grams.` };
  }
  return { grams };
}
