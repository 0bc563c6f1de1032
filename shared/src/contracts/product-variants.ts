// A product's options and variants, kept apart from the zod schemas so the
// storefront can name a variant without loading validation code.
//
// A variant is a sellable product row: its id is what cart lines, orders and
// the stock ledger use, and it has its own SKU, price and stock. The family's
// first row (variantOf null) is the product the catalogue lists; the others
// point at it. A product without options is a family of one, as before.

/** At most this many options (Size, Grind, ...) per product. */
export const MAX_PRODUCT_OPTIONS = 3;
/** An option's name or one of its values is at most this long. */
export const OPTION_TEXT_MAX_LENGTH = 40;

/** 'Basmati rice – 1 kg': what a cart line, an order line and the ledger call a variant. */
export function variantName(name: string, optionValues: readonly string[]): string {
  return optionValues.length === 0 ? name : `${name} – ${optionValues.join(', ')}`;
}

/** The query parameter that names the variant chosen on a product's page. */
export const VARIANT_PARAM = 'variant';

/**
 * A variant's address: its product's page with the variant chosen,
 * /products/<listed id>?variant=<variant id>. The listed product's own variant
 * needs no parameter, so a product without options keeps its one address. An
 * older link, /products/<variant id>, opens the same variant.
 */
export function productPath(listedProductId: number, variantId: number = listedProductId): string {
  const page = `/products/${listedProductId}`;
  return variantId === listedProductId ? page : `${page}?${VARIANT_PARAM}=${variantId}`;
}
