import { MAX_LINE_WEIGHT_GRAMS } from '@storefront/shared/operator-contracts';
import { parseVariableMeasure, sameItem } from './gs1-weight';

/**
 * A weight box's value in grams: whole grams typed, or a scale label's GS1
 * code scanned into it. A string is the reason it is not a weight.
 */
export function readWeight(raw: string, gtin: string | null): number | string {
  const value = raw.trim();
  if (/^2\d{12}$/.test(value)) {
    const measure = parseVariableMeasure(value);
    if (!measure) return 'That label does not carry a weight.';
    if (!sameItem(measure, gtin)) return 'That label is for another item.';
    return measure.grams;
  }
  if (!/^\d+$/.test(value)) return 'Type the weight in whole grams.';
  const grams = Number(value);
  if (grams < 1 || grams > MAX_LINE_WEIGHT_GRAMS) {
    return `The weight is 1 to ${MAX_LINE_WEIGHT_GRAMS} grams.`;
  }
  return grams;
}

/** 1262 → "1.262 kg" */
export const formatKg = (grams: number) => `${(grams / 1000).toFixed(3)} kg`;
