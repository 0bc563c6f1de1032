import { withCheckDigit } from '@storefront/shared/operator-contracts';

// The seed's barcodes: EAN-13s of a made-up company prefix (5 0 99999), then a
// five-digit item number, then the check digit the gtin package computes.
// Products count from 1 in PRODUCTS' order, variants from 90001.
const COMPANY_PREFIX = '5099999';

const ean13 = (item: number) => withCheckDigit(`${COMPANY_PREFIX}${String(item).padStart(5, '0')}`);

/** The barcode of PRODUCTS[index]. */
export const productGtin = (index: number) => ean13(index + 1);

/** The barcode of the index-th variant of VARIANT_FAMILIES, counted across families. */
export const variantGtin = (index: number) => ean13(90_001 + index);
