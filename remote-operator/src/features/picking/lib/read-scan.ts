import { gtin14, gtinDigits, type WalkStop } from '@storefront/shared/operator-contracts';
import { parseScaleLabel, readScaleLabel } from './gs1-weight';

/** What a typed or scanned code came to at a stop. */
export type ScanReading =
  { kind: 'match' } | { kind: 'weight'; grams: number } | { kind: 'wrong'; message: string };

/**
 * Whether a code is the GTIN `gtin`, as the API compares two codes: by their
 * 14-digit form, so a UPC-A scanned as an EAN-13 (a 0 before it), or the
 * other way round, is the same code. Spaces and hyphens are left out.
 */
export function sameGtin(code: string, gtin: string): boolean {
  const digits = gtinDigits(code);
  return /^\d{8,14}$/.test(digits) && gtin14(digits) === gtin14(gtinDigits(gtin));
}

/**
 * Checks a code against the stop's product: its GTIN, or its SKU (any case)
 * when it has none. At a weighed stop a scale label of the same item
 * (gs1-weight.ts) also matches, and brings the weight.
 */
export function readScan(stop: WalkStop, raw: string): ScanReading {
  const code = raw.trim();
  if (stop.gtin ? sameGtin(code, stop.gtin) : code.toLowerCase() === stop.sku.toLowerCase()) {
    return { kind: 'match' };
  }
  const label = stop.unit === 'per_kg' ? parseScaleLabel(gtinDigits(code)) : null;
  if (label) {
    const read = readScaleLabel(label, stop);
    return 'grams' in read
      ? { kind: 'weight', grams: read.grams }
      : { kind: 'wrong', message: read.refusal };
  }
  return { kind: 'wrong', message: `That's not ${stop.name}: the code is for something else.` };
}
