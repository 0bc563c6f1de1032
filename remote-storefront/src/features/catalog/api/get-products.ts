import { describeApiError, httpClient, STORE_ID } from '@storefront/shared';
import type { Page, ProductListQuery, ProductSummary } from '@storefront/shared/contracts';

export type ProductPage = Page<ProductSummary>;

/** One page of the store's products; empty values are left out of the query. */
export async function getProducts(
  query: ProductListQuery,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const { data } = await httpClient.get<ProductPage>(`/stores/${STORE_ID}/products`, {
    params,
    signal,
  });
  return data;
}

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

/** A stable key for useApi: the same query always gives the same string. */
export function productsKey(query: ProductListQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]): [string, string] => [name, String(value)]);
  return `products?${new URLSearchParams(entries.sort(([a], [b]) => a.localeCompare(b))).toString()}`;
}
