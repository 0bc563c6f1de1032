import type { FormEvent } from 'react';
import { useHydrated } from '@storefront/shared';
import type { Category, ProductSort } from '@storefront/shared/contracts';
import { PRODUCT_SORTS, SEARCH_TEXT_MAX_LENGTH } from '@storefront/shared/constants';
import type { ProductQuery } from '../hooks/use-product-query';
import './catalog.css';

const SORT_LABELS: Record<ProductSort, string> = {
  name: 'Name (A to Z)',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
  newest: 'Newest first',
};

export interface ProductFiltersProps {
  query: ProductQuery;
  categories: Category[];
  onChange: (change: Partial<ProductQuery>) => void;
  /** What is wrong with the URL's search, shown under the box; null when nothing is. */
  searchProblem?: string | null;
}

export function ProductFilters({
  query,
  categories,
  onChange,
  searchProblem = null,
}: ProductFiltersProps) {
  // The search form works as a plain form too; the selects need the script.
  const ready = useHydrated();
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof typed === 'string' ? typed.trim() : '' });
  }

  // A category from a shared link shows even before (or without) the list of categories.
  const knownCategory = categories.some((category) => category.slug === query.category);

  return (
    <div className="sf-filters">
      <form role="search" className="sf-filters__search" onSubmit={onSearch}>
        <label htmlFor="sf-product-search">Search products</label>
        <div className="sf-filters__search-row">
          {/* Keyed by the URL's q, so back and forward show the search they return to. */}
          <input
            key={query.q}
            id="sf-product-search"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            aria-invalid={searchProblem ? true : undefined}
            aria-describedby={searchProblem ? 'sf-product-search-problem' : undefined}
          />
          <button type="submit" className="sf-button sf-button--solid">
            Search
          </button>
        </div>
        {searchProblem && (
          <p id="sf-product-search-problem" className="sf-form__error" role="alert">
            {searchProblem}
          </p>
        )}
      </form>
      <div className="sf-filters__select">
        <label htmlFor="sf-product-category">Category</label>
        <select
          id="sf-product-category"
          disabled={!ready}
          value={query.category}
          onChange={(event) => onChange({ category: event.currentTarget.value })}
        >
          <option value="">All categories</option>
          {!knownCategory && query.category && (
            <option value={query.category}>{query.category}</option>
          )}
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="sf-filters__select">
        <label htmlFor="sf-product-sort">Sort by</label>
        <select
          id="sf-product-sort"
          disabled={!ready}
          value={query.sort}
          onChange={(event) => {
            const sort = PRODUCT_SORTS.find((known) => known === event.currentTarget.value);
            if (sort) onChange({ sort });
          }}
        >
          {Object.entries(SORT_LABELS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
