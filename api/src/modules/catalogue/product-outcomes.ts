import { variantName } from '@storefront/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { ProductOutcome } from './service';

export const productNotFound = () => notFound('That product', 'productId');

/** A refused product write as the caller reads it; a saved one as the product. */
export function savedProduct(outcome: ProductOutcome, sku?: string) {
  switch (outcome.status) {
    case 'saved':
      return outcome.product;
    case 'not-found':
      throw productNotFound();
    case 'sku-taken':
      throw new HttpError(
        409,
        'SKU_TAKEN',
        `Another product of the store has the SKU ${sku}.`,
        'sku',
      );
    case 'gtin-taken':
      throw new HttpError(
        409,
        'GTIN_TAKEN',
        `Another product of the store has this barcode: ${variantName(outcome.holder.name, outcome.holder.optionValues)} (${outcome.holder.sku}).`,
        'gtin',
      );
    case 'unknown-category':
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        'Choose one of the store’s categories.',
        'categoryId',
      );
    case 'values-mismatch':
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        outcome.optionNames.length === 0
          ? 'The product has no options, so give no option values.'
          : `Give one value for each option: ${outcome.optionNames.join(', ')}.`,
        'optionValues',
      );
    case 'no-options':
      throw new HttpError(
        400,
        'VALIDATION_FAILED',
        'Give the product its options first.',
        'optionValues',
      );
    case 'variant-exists':
      throw new HttpError(
        409,
        'VARIANT_EXISTS',
        'Another variant of the product has these option values.',
        'optionValues',
      );
    case 'options-in-use':
      throw new HttpError(
        409,
        'OPTIONS_IN_USE',
        'The product has variants, so its number of options can’t change. Rename them instead.',
        'optionNames',
      );
  }
}
