import { useApi } from '@storefront/shared';
import type { ProductListQuery } from '@storefront/shared/contracts';
import { PRODUCT_PAGE_SIZE, searchTextProblem } from '@storefront/shared/constants';
import type { RenderFavourite } from '../../../components/product-card';
import { getCategories } from '../api/get-categories';
import { getProductListing } from '../api/get-product-listing';
import { productsKey } from '../api/get-products';
import { priceRangeProblem, useProductQuery } from '../hooks/use-product-query';
import { ProductFilters } from './product-filters';
import { ProductResults } from './product-results';
import './catalogue.css';

export interface ProductListPageProps {
  renderFavourite?: RenderFavourite;
}

export default function ProductListPage({ renderFavourite }: ProductListPageProps) {
  const { query, update } = useProductQuery();
  const request: ProductListQuery = {
    q: query.q || undefined,
    category: query.category || undefined,
    sort: query.sort || undefined,
    minPrice: query.minPrice || undefined,
    maxPrice: query.maxPrice || undefined,
    inStock: query.inStock ? 'true' : undefined,
    page: query.page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
  // A search the API would refuse (a link carrying a control character, or
  // longer than the box allows) is not sent: the form says what to change.
  const searchProblem = searchTextProblem(query.q);
  const priceProblem = priceRangeProblem(query);
  const products = useApi(searchProblem || priceProblem ? null : productsKey(request), (signal) =>
    getProductListing(request, signal),
  );
  const categories = useApi('categories', getCategories);
  const category = categories.data?.find((known) => known.slug === query.category);

  return (
    <div className="sf-page">
      <h1>{category?.name ?? 'All products'}</h1>
      {category && <p className="sf-lead">{category.description}</p>}
      <ProductFilters
        query={query}
        categories={categories.data ?? []}
        onChange={update}
        searchProblem={searchProblem}
      />
      <section className="sf-results" aria-label="Results" aria-busy={products.loading}>
        {priceProblem && !searchProblem && (
          <p className="sf-form__error" role="alert">
            {priceProblem}
          </p>
        )}
        {!searchProblem && !priceProblem && (
          <ProductResults
            query={query}
            result={products}
            pageSize={PRODUCT_PAGE_SIZE}
            renderFavourite={renderFavourite}
          />
        )}
      </section>
    </div>
  );
}
