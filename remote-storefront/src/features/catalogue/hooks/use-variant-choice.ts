import { useState } from 'react';
import type { ProductDetail, ProductVariant } from '@storefront/shared/contracts';
import { VARIANT_PARAM } from '@storefront/shared/constants';

/**
 * The variant an address names: its ?variant=, else the page's own id (the
 * listed variant, or the variant an older link names).
 */
export function linkedVariantId(productId: number, search: URLSearchParams): number {
  const named = Number(search.get(VARIANT_PARAM) ?? Number.NaN);
  return Number.isInteger(named) && named > 0 ? named : productId;
}

/**
 * The variant a product page opens on: the one its address names, else the
 * first in stock, else the first.
 */
export function openingVariant(
  variants: readonly ProductVariant[],
  linkedId: number,
): ProductVariant | undefined {
  return (
    variants.find((variant) => variant.id === linkedId) ??
    variants.find((variant) => variant.stock > 0) ??
    variants[0]
  );
}

const hasValues = (variant: ProductVariant, values: readonly string[]) =>
  variant.optionValues.length === values.length &&
  variant.optionValues.every((value, index) => value === values[index]);

/**
 * One value per option, and the variant they make: null when no variant has
 * that combination. A product without options has no values and its one
 * variant. The values follow the address: a link to another of the product's
 * variants chooses it.
 */
export function useVariantChoice(product: ProductDetail, linkedId: number) {
  const [values, setValues] = useState<readonly string[]>(
    () => openingVariant(product.variants, linkedId)?.optionValues ?? [],
  );
  const [followed, setFollowed] = useState(linkedId);
  const variant = product.variants.find((candidate) => hasValues(candidate, values)) ?? null;
  if (followed !== linkedId) {
    setFollowed(linkedId);
    if (variant?.id !== linkedId) {
      setValues(openingVariant(product.variants, linkedId)?.optionValues ?? []);
    }
  }

  /** Chooses `value` of the option at `index`; answers the variant that makes, if any. */
  function choose(index: number, value: string): ProductVariant | null {
    const next = values.map((current, at) => (at === index ? value : current));
    setValues(next);
    return product.variants.find((candidate) => hasValues(candidate, next)) ?? null;
  }

  return { values, variant, choose };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
