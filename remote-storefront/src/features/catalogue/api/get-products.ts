import { httpClient, STORE_ID } from '@storefront/shared';
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

/** A stable key for useApi: the same query always gives the same string. */
export function productsKey(query: ProductListQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]): [string, string] => [name, String(value)]);
  return `products?${new URLSearchParams(entries.sort(([a], [b]) => a.localeCompare(b))).toString()}`;
}
