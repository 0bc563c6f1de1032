import { withCheckDigit } from '@storefront/shared/operator-contracts';
import type { SeedProduct } from './types';

// The seed's barcodes: EAN-13s of a made-up company prefix (5 0 99999), then a
// five-digit item number, then the check digit the gtin package computes.
// Products count from 1 in PRODUCTS' order, variants from 90001.
const COMPANY_PREFIX = '5099999';

const ean13 = (item: number) => withCheckDigit(`${COMPANY_PREFIX}${String(item).padStart(5, '0')}`);

/**
 * A product sold by weight is weighed by its scale label, so its barcode is a
 * GS1 variable-measure code of the store's own range: prefix 20, its item
 * reference, value 00000, the check digit. The scale prints the same code with
 * the weight or price in the value (see the picking app's gs1-weight.ts).
 */
const scaleCode = (item: number) => withCheckDigit(`20${String(item).padStart(5, '0')}00000`);

/** The barcode of PRODUCTS[index]: its scale code when it has a scale item, else by its place. */
export const productGtin = (product: SeedProduct, index: number) =>
  product.scaleItem ? scaleCode(product.scaleItem) : ean13(index + 1);

/** The barcode of the index-th variant of VARIANT_FAMILIES, counted across families. */
export const variantGtin = (index: number) => ean13(90_001 + index);
