import { httpClient } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { OperatorProduct } from '@storefront/shared/operator-contracts';

export interface OperatorProductsQuery {
  q?: string;
  categoryId?: number | null;
  published?: boolean | null;
  lowStock?: boolean;
  page: number;
}

/** The query string of GET /operator/products, in one fixed order: q, categoryId, published, stock, page. */
export function productsSearch({
  q,
  categoryId,
  published,
  lowStock,
  page,
}: OperatorProductsQuery) {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (categoryId) query.set('categoryId', String(categoryId));
  if (published !== undefined && published !== null) query.set('published', String(published));
  if (lowStock) query.set('stock', 'low');
  query.set('page', String(page));
  return query.toString();
}

/**
 * GET /operator/products — the store's products, 20 a page; q finds a name or
 * SKU, and stock=low keeps published products running low, fewest first.
 */
export async function getOperatorProducts(
  query: OperatorProductsQuery,
  signal?: AbortSignal,
): Promise<Page<OperatorProduct>> {
  const { data } = await httpClient.get<Page<OperatorProduct>>(
    `/operator/products?${productsSearch(query)}`,
    { signal },
  );
  return data;
}
