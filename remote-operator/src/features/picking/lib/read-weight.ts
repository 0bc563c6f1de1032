import { MAX_LINE_WEIGHT_GRAMS, gtinDigits } from '@storefront/shared/operator-contracts';
import { parseScaleLabel, readScaleLabel, type ScaleProduct } from './gs1-weight';

/**
 * A weight box's value in grams: whole grams typed, or a scale label's GS1
 * code scanned into it, read against the stop's product. A string is the
 * reason it is not a weight.
 */
export function readWeight(raw: string, product: ScaleProduct): number | string {
  const value = raw.trim();
  const digits = gtinDigits(value);
  if (/^2\d{12}$/.test(digits)) {
    const label = parseScaleLabel(digits);
    if (!label) return 'That label does not carry a weight.';
    const read = readScaleLabel(label, product);
    return 'grams' in read ? read.grams : read.refusal;
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
