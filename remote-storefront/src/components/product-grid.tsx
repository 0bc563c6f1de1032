import type { ProductSummary } from '@storefront/shared/contracts';
import { ProductCard, type RenderFavourite } from './product-card';
import './product-card.css';

export interface ProductGridProps {
  products: ProductSummary[];
  renderFavourite?: RenderFavourite;
  /** How many cards, from the first, are on screen when the page opens: their pictures load at once. */
  firstScreen?: number;
}

export function ProductGrid({ products, renderFavourite, firstScreen = 0 }: ProductGridProps) {
  return (
    <ul className="sf-product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            renderFavourite={renderFavourite}
            eagerImage={index < firstScreen}
          />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while products load: same boxes, same sizes, so nothing jumps. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        Loading products
      </p>
      <ul className="sf-product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="sf-product-card">
              <div className="sf-product-image sf-skeleton" />
              <div className="sf-product-card__body">
                <div className="sf-skeleton sf-skeleton--line" />
                <div className="sf-skeleton sf-skeleton--name" />
                <div className="sf-skeleton sf-skeleton--line" />
                <div className="sf-skeleton sf-skeleton--line" />
              </div>
              <div className="sf-product-card__actions">
                <div className="sf-skeleton sf-skeleton--button" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
