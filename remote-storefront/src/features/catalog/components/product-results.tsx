import { Link, useSearchParams, type ApiFailure } from '@storefront/shared';
import { LoadError } from '../../../components/load-error';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import type { RenderFavourite } from '../../../components/product-card';
import type { ProductPage } from '../api/get-products';
import type { ProductQuery } from '../hooks/use-product-query';
import { Pagination } from './pagination';

export interface ProductResultsProps {
  query: ProductQuery;
  result: { data: ProductPage | undefined; failure: ApiFailure | null; retry: () => void };
  pageSize: number;
  renderFavourite?: RenderFavourite;
}

// The first row of a desktop's grid: on screen when the list opens, so its
// pictures load at once rather than lazily, and the page's largest paint is not held back.
const FIRST_SCREEN_CARDS = 4;

function describeCount(total: number, q: string) {
  const count = `${total} ${total === 1 ? 'product' : 'products'}`;
  return q ? `${count} for “${q}”` : count;
}

function firstPageSearch(params: URLSearchParams) {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next.toString() ? `?${next.toString()}` : '';
}

export function ProductResults({ query, result, pageSize, renderFavourite }: ProductResultsProps) {
  const { data, failure, retry } = result;
  const [params] = useSearchParams();
  if (failure) return <LoadError what="the products" failure={failure} onRetry={retry} />;
  if (!data) {
    return (
      <>
        <div className="sf-skeleton sf-skeleton--count" />
        <ProductGridSkeleton count={pageSize} />
      </>
    );
  }

  const filtered = Boolean(query.q || query.category);
  if (data.items.length === 0) {
    return (
      <div className="sf-card sf-empty">
        <h2>{data.total > 0 ? 'This page is past the end of the list' : 'No products found'}</h2>
        <p>
          {filtered
            ? 'Nothing matches your search and filters. Try fewer words or another category.'
            : 'There is nothing to show here yet.'}
        </p>
        {data.total > 0 ? (
          <Link to={{ search: firstPageSearch(params) }}>Go to the first page</Link>
        ) : (
          filtered && <Link to="/products">Clear search and filters</Link>
        )}
      </div>
    );
  }

  const totalPages = Math.max(1, Math.ceil(data.total / (data.pageSize || pageSize)));
  return (
    <>
      <h2 className="sf-results__count">{describeCount(data.total, query.q)}</h2>
      <ProductGrid
        products={data.items}
        renderFavourite={renderFavourite}
        firstScreen={FIRST_SCREEN_CARDS}
      />
      <Pagination page={data.page} totalPages={totalPages} />
    </>
  );
}
