import type { OperatorProduct } from '@storefront/shared/operator-contracts';
import { variantName } from '@storefront/shared/constants';

/** 'Basmati rice – 1 kg': a product's name with its option values, so variants are told apart. */
export function productName(product: Pick<OperatorProduct, 'name' | 'optionValues'>): string {
  return variantName(product.name, product.optionValues);
}
