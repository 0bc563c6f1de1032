// GS1 variable-measure barcodes: the shop's scale prints an EAN-13 that
// carries the item and its weight, e.g. 20 12345 01262 2.
//
//   digits 1–2   prefix: "2" and one more digit (20–29, the store's own range)
//   digits 3–7   item reference (5 digits), set by the store
//   digits 8–12  value (5 digits)
//   digit 13     the EAN-13 check digit
//
// (Some scales put a check digit over the value at digit 8 and keep only a
// 4-digit value; an EAN-13 has no room for both a 5-digit item and a 5-digit
// value beside it. We read the layout above, the common one for loose produce.)
// What the value means is the store's choice per prefix. We assume prefixes
// 20–24 carry the weight in grams and read no others: a price-embedded code
// (25–29) is refused rather than taken for a weight.

const VARIABLE_MEASURE = /^2(\d)(\d{5})(\d{5})\d$/;

export interface VariableMeasure {
  /** The 5-digit item reference the store gave the product. */
  itemReference: string;
  grams: number;
}

/** The EAN-13 check digit of the first 12 digits. */
function checkDigit(first12: string): number {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** A weight-carrying GS1 code (prefix 20–24, valid check digit), or null for any other code. */
export function parseVariableMeasure(code: string): VariableMeasure | null {
  const match = VARIABLE_MEASURE.exec(code);
  if (!match) return null;
  const [, prefixDigit, itemReference, value] = match;
  if (Number(prefixDigit) > 4) return null;
  if (checkDigit(code.slice(0, 12)) !== Number(code[12])) return null;
  const grams = Number(value);
  return grams > 0 ? { itemReference: itemReference!, grams } : null;
}

/**
 * Whether a variable-measure code names the product of `gtin`: the product's
 * own GTIN is then a 2x code too, with the same item reference. A product
 * with another kind of GTIN (or none) has no reference to compare, so any
 * weight code is taken for it.
 */
export function sameItem(measure: VariableMeasure, gtin: string | null): boolean {
  const own = gtin?.length === 13 ? VARIABLE_MEASURE.exec(gtin) : null;
  return own ? own[2] === measure.itemReference : true;
}
