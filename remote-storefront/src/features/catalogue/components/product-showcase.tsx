import { useApi, Link } from '@storefront/shared';
import { useId } from 'react';
import type { ProductListQuery } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import type { RenderFavourite } from '../../../components/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid';
import { getProducts, productsKey } from '../api/get-products';

export interface ProductShowcaseProps {
  title: string;
  /** Only the store's featured products, or the first page of all of them. */
  featured?: boolean;
  count: number;
  renderFavourite?: RenderFavourite;
}

/** A titled row of product cards with a way on to the full list (home, shop page). */
export function ProductShowcase({ title, featured, count, renderFavourite }: ProductShowcaseProps) {
  const headingId = useId();
  const request: ProductListQuery = {
    featured: featured ? 'true' : undefined,
    pageSize: count,
    page: 1,
  };
  const { data, failure, retry } = useApi(productsKey(request), (signal) =>
    getProducts(request, signal),
  );

  return (
    <section className="sf-section" aria-labelledby={headingId}>
      <div className="sf-section__header">
        <h2 id={headingId}>{title}</h2>
        <Link to="/products">Browse all products</Link>
      </div>
      {failure && <LoadError what="the products" failure={failure} onRetry={retry} />}
      {!failure && !data && <ProductGridSkeleton count={count} />}
      {data && data.items.length === 0 && (
        <p className="sf-card sf-empty">New products are on their way. Check back soon.</p>
      )}
      {data && data.items.length > 0 && (
        <ProductGrid products={data.items} renderFavourite={renderFavourite} />
      )}
    </section>
  );
}
