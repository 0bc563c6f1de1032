import { useSearchParams } from '@storefront/shared';
import type { ProductSort } from '@storefront/shared/contracts';
import { PRODUCT_SORTS } from '@storefront/shared/constants';

export interface ProductQuery {
  q: string;
  category: string;
  sort: ProductSort;
  page: number;
}

const DEFAULTS: ProductQuery = { q: '', category: '', sort: 'name', page: 1 };

function isSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

export function readProductQuery(params: URLSearchParams): ProductQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: params.get('q')?.trim() ?? '',
    category: params.get('category') ?? '',
    sort: isSort(sort) ? sort : DEFAULTS.sort,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The product list's search, filter, sort and page live in the URL, so back,
 * forward and shared links all work. Any change but the page's starts again at
 * page 1; defaults stay out of the URL to keep links short.
 */
export function useProductQuery() {
  const [params, setParams] = useSearchParams();
  const query = readProductQuery(params);

  function update(change: Partial<ProductQuery>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const merged: ProductQuery = { ...readProductQuery(current), page: 1, ...change };
      for (const name of Object.keys(DEFAULTS) as (keyof ProductQuery)[]) {
        const value = merged[name];
        if (value === DEFAULTS[name]) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  }

  return { query, update };
}
