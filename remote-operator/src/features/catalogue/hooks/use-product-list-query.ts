import { useSearchParams } from '@storefront/shared';
import { pageFrom } from '@storefront/ui';

export interface ProductFilters {
  /** A name or SKU, as typed. */
  q: string;
  categoryId: number | null;
  /** true: published only; false: unpublished only; null: both. */
  published: boolean | null;
}

function readFilters(params: URLSearchParams): ProductFilters {
  const categoryId = Number(params.get('categoryId'));
  const published = params.get('published');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null,
    published: published === 'true' ? true : published === 'false' ? false : null,
  };
}

/** The search, filters and page of the products list live in the URL, so back and forward work. */
export function useProductListQuery() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = pageFrom(params);

  /** The query string of the list with some of it changed; a new filter starts at page 1. */
  function searchFor(next: Partial<ProductFilters> & { page?: number }): string {
    const merged = { ...filters, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.categoryId) query.set('categoryId', String(merged.categoryId));
    if (merged.published !== null) query.set('published', String(merged.published));
    if (next.page && next.page > 1) query.set('page', String(next.page));
    const search = query.toString();
    return search ? `?${search}` : '';
  }

  function setFilters(next: Partial<ProductFilters>) {
    setParams(new URLSearchParams(searchFor({ ...next, page: 1 })));
  }

  const filtered = Boolean(filters.q || filters.categoryId || filters.published !== null);
  return { filters, filtered, page, searchFor, setFilters };
}
