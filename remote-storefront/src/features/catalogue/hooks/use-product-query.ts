import { useSearchParams } from '@storefront/shared';
import type { ProductSort } from '@storefront/shared/contracts';
import { PRODUCT_SORTS } from '@storefront/shared/constants';

export interface ProductQuery {
  q: string;
  category: string;
  /** '' is the default order: the best matches for a search, otherwise by name. */
  sort: ProductSort | '';
  /** Inclusive price bounds in pence, as the API takes them; '' for none. */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  page: number;
}

const DEFAULTS: ProductQuery = {
  q: '',
  category: '',
  sort: '',
  minPrice: '',
  maxPrice: '',
  inStock: false,
  page: 1,
};

function isSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

// A bound the API would refuse (not a whole number of pence) is left out, as a bad page is.
const priceBound = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : '');

export function readProductQuery(params: URLSearchParams): ProductQuery {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const q = params.get('q')?.trim() ?? '';
  return {
    q,
    category: params.get('category') ?? '',
    // Without a search, by name is the default order; it keeps no option of its own then.
    sort: isSort(sort) && (q || sort !== 'name') ? sort : DEFAULTS.sort,
    minPrice: priceBound(params.get('minPrice')),
    maxPrice: priceBound(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What is wrong with the URL's price range, as the API would refuse it; null when nothing is. */
export function priceRangeProblem({ minPrice, maxPrice }: ProductQuery): string | null {
  return minPrice && maxPrice && Number(maxPrice) < Number(minPrice)
    ? 'The highest price is below the lowest. Choose another price range.'
    : null;
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
