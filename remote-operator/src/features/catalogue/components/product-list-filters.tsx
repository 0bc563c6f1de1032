import { useId, useState, type FormEvent } from 'react';
import type { OperatorCategory } from '@storefront/shared/operator-contracts';
import type { ProductFilters } from '../hooks/use-product-list-query';

export interface ProductListFiltersProps {
  filters: ProductFilters;
  categories: OperatorCategory[];
  onChange: (next: Partial<ProductFilters>) => void;
}

const PUBLISHED_VALUES = { '': null, true: true, false: false } as const;

/** The search box and the two filters above the products list. */
export function ProductListFilters({ filters, categories, onChange }: ProductListFiltersProps) {
  const id = useId();
  return (
    <div className="db-cat-filters">
      {/* Keyed by the URL's q, so back and forward refill the box. */}
      <SearchBox key={filters.q} q={filters.q} onSearch={(q) => onChange({ q })} />
      <div className="db-filter">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          id={`${id}-category`}
          value={filters.categoryId ?? ''}
          onChange={(event) =>
            onChange({ categoryId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="db-filter">
        <label htmlFor={`${id}-published`}>Status</label>
        <select
          id={`${id}-published`}
          value={filters.published === null ? '' : String(filters.published)}
          onChange={(event) =>
            onChange({
              published: PUBLISHED_VALUES[event.target.value as keyof typeof PUBLISHED_VALUES],
            })
          }
        >
          <option value="">Published and unpublished</option>
          <option value="true">Published</option>
          <option value="false">Unpublished</option>
        </select>
      </div>
    </div>
  );
}

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" className="db-cat-search" onSubmit={submit}>
      <label htmlFor={id}>Search by name or SKU</label>
      <div className="db-cat-search__row">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="db-action">
          Search
        </button>
      </div>
    </form>
  );
}
