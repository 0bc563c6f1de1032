import type { WalkStop } from '@storefront/shared/operator-contracts';
import { parseVariableMeasure, sameItem } from './gs1-weight';

/** What a typed or scanned code came to at a stop. */
export type ScanReading =
  { kind: 'match' } | { kind: 'weight'; grams: number } | { kind: 'wrong'; message: string };

/**
 * Checks a code against the stop's product: its GTIN, or its SKU (any case)
 * when it has none. At a weighed stop a GS1 weight code of the same item
 * also matches, and brings the weight.
 */
export function readScan(stop: WalkStop, raw: string): ScanReading {
  const code = raw.trim();
  if (stop.gtin ? code === stop.gtin : code.toLowerCase() === stop.sku.toLowerCase()) {
    return { kind: 'match' };
  }
  if (stop.unit === 'per_kg') {
    const measure = parseVariableMeasure(code);
    if (measure && sameItem(measure, stop.gtin)) return { kind: 'weight', grams: measure.grams };
  }
  return { kind: 'wrong', message: `That's not ${stop.name}: the code is for something else.` };
}
