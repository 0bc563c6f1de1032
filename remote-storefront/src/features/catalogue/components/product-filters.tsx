import type { FormEvent } from 'react';
import { useHydrated, useNavigate } from '@storefront/shared';
import type { Category, ProductSort, Suggestion } from '@storefront/shared/contracts';
import { PRODUCT_SORTS, productPath } from '@storefront/shared/constants';
import type { ProductQuery } from '../hooks/use-product-query';
import { PriceRangeSelect } from './price-range-select';
import { SearchCombobox } from './search-combobox';
import './catalogue.css';

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
  // The search form works as a plain form too; the other controls need the script.
  const ready = useHydrated();
  const navigate = useNavigate();
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    onChange({ q: typeof typed === 'string' ? typed.trim() : '' });
  }
  function onPick(suggestion: Suggestion) {
    if (suggestion.kind === 'product') void navigate(productPath(suggestion.id));
    else onChange({ category: suggestion.slug, q: '' });
  }

  // An unknown category from a link is no choice to offer: the results say so.
  const knownCategory = categories.some((category) => category.slug === query.category);

  return (
    <div className="sf-filters">
      <form role="search" className="sf-filters__search" onSubmit={onSearch}>
        <label htmlFor="sf-product-search">Search products</label>
        <div className="sf-filters__search-row">
          {/* Keyed by the URL's q, so back and forward show the search they return to. */}
          <SearchCombobox
            key={query.q}
            id="sf-product-search"
            defaultValue={query.q}
            problemId={searchProblem ? 'sf-product-search-problem' : undefined}
            onPick={onPick}
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
          value={knownCategory ? query.category : ''}
          onChange={(event) => onChange({ category: event.currentTarget.value })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <PriceRangeSelect
        disabled={!ready}
        minPrice={query.minPrice}
        maxPrice={query.maxPrice}
        onChange={onChange}
      />
      <div className="sf-filters__select">
        <label htmlFor="sf-product-sort">Sort by</label>
        <select
          id="sf-product-sort"
          disabled={!ready}
          value={query.sort}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const sort = PRODUCT_SORTS.find((known) => known === value);
            onChange({ sort: sort ?? '' });
          }}
        >
          {/* The default order: the best matches for a search, otherwise by name. */}
          <option value="">{query.q ? 'Best match' : SORT_LABELS.name}</option>
          {PRODUCT_SORTS.filter((sort) => query.q || sort !== 'name').map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <label className="sf-filters__check">
        <input
          type="checkbox"
          disabled={!ready}
          checked={query.inStock}
          onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
        />
        In stock only
      </label>
    </div>
  );
}
