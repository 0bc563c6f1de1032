import { describeApiError } from '@storefront/shared';
import type { ProductListQuery } from '@storefront/shared/contracts';
import { getProducts, type ProductPage } from './get-products';

// Not in get-products.ts, which home (in the entry chunk) loads: only the product list needs this.

/** A category in the URL that the store does not have: the API refuses it, naming category. */
export interface UnknownCategory {
  unknownCategory: string;
}

export type ProductListing = ProductPage | UnknownCategory;

/** The product list's page, or word that the URL's category is not one of the store's. */
export async function getProductListing(
  query: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductListing> {
  try {
    return await getProducts(query, signal);
  } catch (error) {
    const failure = describeApiError(error);
    if (query.category && failure.status === 400 && failure.field === 'category') {
      return { unknownCategory: query.category };
    }
    throw error;
  }
}
