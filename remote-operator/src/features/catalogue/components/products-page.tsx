import { countText, Link, useApi } from '@storefront/shared';
import { searchTextProblem } from '@storefront/shared/constants';
import { SearchProblem } from '../../../components/search-problem';
import { getOperatorCategories } from '../api/get-categories';
import { getOperatorProducts, productsSearch } from '../api/get-operator-products';
import { useProductListQuery } from '../hooks/use-product-list-query';
import { ProductListFilters } from './product-list-filters';
import { PRODUCT_COLUMNS } from './product-table';
import '../../../components/operator.css';
import './catalogue.css';
import { NEW_PRODUCT_PATH, PRODUCTS_PATH } from '../../../lib/urls/catalogue';
import { DashboardPage, DataTable, EmptyState, Pager } from '@storefront/ui';
import { useMay } from '../../../lib/staff-role';

/** /operator/products: every product of the store, searched and filtered through the URL. */
export function ProductsPage() {
  const { filters, filtered, page, searchFor, setFilters } = useProductListQuery();
  const categories = useApi('operator-categories', getOperatorCategories);
  const mayAdd = useMay('catalogue.write');
  const query = { ...filters, page };
  const searchProblem = searchTextProblem(filters.q);
  const products = useApi(
    searchProblem ? null : `operator-products:${productsSearch(query)}`,
    (signal) => getOperatorProducts(query, signal),
  );

  const data = products.data;
  const total = data?.total ?? 0;
  const pager = data && (
    <Pager
      label="Pages of products"
      page={page}
      pageSize={data.pageSize}
      total={total}
      totalCapped={data.totalCapped}
      hrefFor={(target) => PRODUCTS_PATH + searchFor({ page: target })}
    />
  );

  const content = searchProblem ? (
    <SearchProblem problem={searchProblem} clearTo={PRODUCTS_PATH} />
  ) : (
    <>
      {data && data.items.length > 0 && (
        <p className="db-op-muted" role="status">
          {countText(total, data?.totalCapped)} {total === 1 ? 'product' : 'products'}
        </p>
      )}
      <DataTable
        caption="The store's products"
        columns={PRODUCT_COLUMNS}
        rows={data?.items}
        rowKey={(product) => String(product.id)}
        what="the products"
        failure={products.failure}
        onRetry={products.retry}
        empty={
          <>
            <EmptyState>
              {total > 0 ? (
                <p>No products on this page.</p>
              ) : filtered ? (
                <>
                  <p>No products match this search.</p>
                  <Link to={PRODUCTS_PATH}>Show every product</Link>
                </>
              ) : (
                <>
                  <p>The store has no products yet.</p>
                  {mayAdd && <Link to={NEW_PRODUCT_PATH}>Add the first product</Link>}
                </>
              )}
            </EmptyState>
            {pager}
          </>
        }
        footer={pager}
      />
    </>
  );

  return (
    <DashboardPage title="Products">
      <div className="db-op-toolbar">
        <p className="db-op-muted db-cat-lead">
          Search, filter and open the store&apos;s products.
        </p>
        {mayAdd && (
          <Link className="db-action db-cat-link-button" to={NEW_PRODUCT_PATH}>
            New product
          </Link>
        )}
      </div>
      <ProductListFilters
        filters={filters}
        categories={categories.data ?? []}
        onChange={setFilters}
      />
      {content}
    </DashboardPage>
  );
}
