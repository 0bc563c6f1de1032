import { httpClient } from '@storefront/shared';
import type { Page } from '@storefront/shared/contracts';
import type { CustomerSummary } from '@storefront/shared/operator-contracts';

/** The path of one page of the search; q first, as the search box wrote it. */
export function customerSearchUrl(q: string, page: number): string {
  return `/operator/customers?${q ? `q=${encodeURIComponent(q)}&` : ''}page=${page}`;
}

/** GET /operator/customers?q=&page= — the store's customers by name, 20 a page. */
export async function searchCustomers(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<Page<CustomerSummary>> {
  const { data } = await httpClient.get<Page<CustomerSummary>>(customerSearchUrl(q, page), {
    signal,
  });
  return data;
}
