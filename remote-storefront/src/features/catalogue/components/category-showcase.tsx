import { useId } from 'react';
import { Link, catalogueImageUrl, useApi } from '@storefront/shared';
import { LoadError } from '@storefront/ui';
import { getCategories } from '../api/get-categories';
import './catalogue.css';

const SKELETON_COUNT = 8;
// The first row is on screen at once on a desktop (and the first three rows on a
// phone): lazy loading would only hold back the home page's largest paint. At
// high priority they arrive for the page's first paint, which then is its
// largest too, rather than waiting behind its scripts.
const EAGER_IMAGES = 6;

/** The home page's "Shop by category": each category opens the filtered product list. */
export function CategoryShowcase() {
  const headingId = useId();
  const { data, failure, retry } = useApi('categories', getCategories);

  return (
    <section className="sf-section" aria-labelledby={headingId}>
      <div className="sf-section__header">
        <h2 id={headingId}>Shop by category</h2>
        <Link to="/products">See all products</Link>
      </div>
      {failure && <LoadError what="the categories" failure={failure} onRetry={retry} />}
      {!failure && !data && <CategorySkeleton />}
      {data && (
        <ul className="sf-category-grid">
          {data.map((category, index) => (
            <li key={category.slug}>
              <Link
                className="sf-category-card"
                to={`/products?category=${encodeURIComponent(category.slug)}`}
              >
                <span className="sf-category-card__image">
                  <img
                    src={catalogueImageUrl(category.image)}
                    alt=""
                    width={240}
                    height={160}
                    loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                    fetchpriority={index < EAGER_IMAGES ? 'high' : 'auto'}
                    decoding="async"
                  />
                </span>
                <span className="sf-category-card__name">{category.name}</span>
                <span className="sf-category-card__count">
                  {category.productCount} {category.productCount === 1 ? 'product' : 'products'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategorySkeleton() {
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        Loading categories
      </p>
      <ul className="sf-category-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <div className="sf-category-card">
              <span className="sf-category-card__image sf-skeleton" />
              <span className="sf-skeleton sf-skeleton--line" />
              <span className="sf-skeleton sf-skeleton--line" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
