import { countText, Link, useLocation, useSearchParams, type ApiFailure } from '@storefront/shared';
import { LoadError, Pager } from '@storefront/ui';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import type { RenderFavourite } from '../../../components/product-card';
import type { ProductListing } from '../api/get-product-listing';
import type { ProductQuery } from '../hooks/use-product-query';

export interface ProductResultsProps {
  query: ProductQuery;
  result: { data: ProductListing | undefined; failure: ApiFailure | null; retry: () => void };
  pageSize: number;
  renderFavourite?: RenderFavourite;
}

// The first row of a desktop's grid: on screen when the list opens, so its
// pictures load at once rather than lazily, and the page's largest paint is not held back.
const FIRST_SCREEN_CARDS = 4;

const countOf = (total: number, capped?: boolean) =>
  `${countText(total, capped)} ${total === 1 ? 'product' : 'products'}`;

function describeCount(total: number, capped: boolean | undefined, q: string) {
  return q ? `${countOf(total, capped)} for “${q}”` : countOf(total, capped);
}

/** The URL's search without the named parameters, as a Link's search. */
function searchWithout(params: URLSearchParams, ...names: string[]) {
  const next = new URLSearchParams(params);
  for (const name of names) next.delete(name);
  return next.toString() ? `?${next.toString()}` : '';
}

/** The URL's search on another page of the list; page 1 is the list's own address, without one. */
function searchAt(params: URLSearchParams, page: number) {
  if (page <= 1) return searchWithout(params, 'page');
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return `?${next.toString()}`;
}

export function ProductResults({ query, result, pageSize, renderFavourite }: ProductResultsProps) {
  const { data, failure, retry } = result;
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (failure) return <LoadError what="the products" failure={failure} onRetry={retry} />;
  if (!data) {
    return (
      <>
        <div className="sf-skeleton sf-skeleton--count" />
        <ProductGridSkeleton count={pageSize} />
      </>
    );
  }

  if ('unknownCategory' in data) {
    return (
      <div className="sf-card sf-empty" role="status">
        {/* Template strings: one text node, so the drawn page holds the phrase unbroken. */}
        <h2>{`We have no category “${data.unknownCategory}”`}</h2>
        <p>The link may be old, or mistyped. Choose a category above, or see everything.</p>
        <Link to={{ search: searchWithout(params, 'category', 'page') }}>Show all categories</Link>
      </div>
    );
  }

  if (data.items.length === 0 && data.total > 0) {
    const matching = `${countOf(data.total, data.totalCapped)} ${data.total === 1 ? 'matches' : 'match'}`;
    return (
      <div className="sf-card sf-empty">
        <h2>{`Page ${data.page} is past the end — ${matching}.`}</h2>
        <Link to={{ search: searchWithout(params, 'page') }}>Go to page 1</Link>
      </div>
    );
  }

  const filtered = Boolean(
    query.q || query.category || query.minPrice || query.maxPrice || query.inStock,
  );
  if (data.items.length === 0) {
    return (
      <div className="sf-card sf-empty">
        <h2>No products found</h2>
        <p>
          {filtered
            ? 'Nothing matches your search and filters. Try fewer words or another category.'
            : 'There is nothing to show here yet.'}
        </p>
        {filtered && <Link to="/products">Clear search and filters</Link>}
      </div>
    );
  }

  return (
    <>
      <h2 className="sf-results__count">{describeCount(data.total, data.totalCapped, query.q)}</h2>
      <ProductGrid
        products={data.items}
        renderFavourite={renderFavourite}
        firstScreen={FIRST_SCREEN_CARDS}
      />
      {/* Each page has its own URL, so it can be shared or reopened. */}
      <Pager
        label="Pages"
        page={data.page}
        pageSize={data.pageSize || pageSize}
        total={data.total}
        totalCapped={data.totalCapped}
        hrefFor={(page) => pathname + searchAt(params, page)}
        linkClassName="sf-button sf-button--outline"
      />
    </>
  );
}
