import { Link, useParams, useSearchParams, formatMoney, useSession } from '@storefront/shared';
import type { ProductDetail as Product } from '@storefront/shared/contracts';
import { LoadError } from '@storefront/ui';
import type { RenderFavourite } from '../../../components/product-card';
import { PriceUnit } from '../../../components/price-unit';
import { ProductImage } from '../../../components/product-image';
import { StockBadge } from '../../../components/stock-badge';
import { fetchAhead as fetchAnswerAhead } from '../api/answers-ahead';
import { getProduct, productAnswerKey } from '../api/get-product';
import { useProductAt } from '../hooks/use-product-at';
import { useVariantAddress } from '../hooks/use-variant-address';
import { linkedVariantId, useVariantChoice } from '../hooks/use-variant-choice';
import { ProductPurchase } from './product-purchase';
import './catalogue.css';

export interface ProductDetailPageProps {
  renderFavourite?: RenderFavourite;
}

/**
 * The product's answer for a link to `pathname` (its route's `params`), on a person's intent
 * (routes.ts's preload). Not for the page already open: it has its answer, from
 * the drawn page or its own read. Not on the server, which preloads a page's
 * code to draw it.
 */
export function fetchAhead(pathname: string, params: { productId?: string }): void {
  if (typeof window === 'undefined' || pathname === location.pathname) return;
  const productId = Number(params.productId);
  if (!Number.isInteger(productId) || productId < 1) return;
  fetchAnswerAhead(productAnswerKey(productId), () => getProduct(productId));
}

export default function ProductDetailPage({ renderFavourite }: ProductDetailPageProps) {
  const productId = Number(useParams().productId);
  const [search] = useSearchParams();
  if (!Number.isInteger(productId) || productId < 1) return <ProductNotFound />;
  return (
    <ProductDetail
      productId={productId}
      linkedId={linkedVariantId(productId, search)}
      renderFavourite={renderFavourite}
    />
  );
}

function ProductDetail({
  productId,
  linkedId,
  renderFavourite,
}: { productId: number; linkedId: number } & ProductDetailPageProps) {
  const { data: product, failure, retry } = useProductAt(productId);

  if (failure?.status === 404) return <ProductNotFound />;
  if (failure) {
    return (
      <div className="sf-page">
        <LoadError what="this product" failure={failure} onRetry={retry} />
      </div>
    );
  }
  if (!product) return <ProductDetailSkeleton />;
  // Keyed, so moving to another product starts with a fresh quantity and status.
  return (
    <ProductView
      key={product.id}
      product={product}
      linkedId={linkedId}
      renderFavourite={renderFavourite}
    />
  );
}

function ProductView({
  product,
  linkedId,
  renderFavourite,
}: { product: Product; linkedId: number } & ProductDetailPageProps) {
  const store = useSession('store');
  const choice = useVariantChoice(product, linkedId);
  const { variant } = choice;
  useVariantAddress(product.id, variant);
  const categoryLink = `/products?category=${encodeURIComponent(product.categorySlug)}`;
  return (
    <div className="sf-page">
      <nav aria-label="Breadcrumb" className="sf-breadcrumb">
        <ol>
          <li>
            <Link to="/products">Products</Link>
          </li>
          <li>
            <Link to={categoryLink}>{product.categoryName}</Link>
          </li>
        </ol>
      </nav>
      <div className="sf-product-detail">
        <ProductImage image={product.image} size={560} alt={product.name} eager />
        <div className="sf-product-detail__info">
          <h1>{product.name}</h1>
          {/* No price or stock for a combination no variant has: the options say so. */}
          {variant && (
            <>
              <p className="sf-price sf-price--large">
                {formatMoney(variant.priceMinor, store?.currency ?? product.currency)}
                <PriceUnit unit={product.unit} />
                {/* Here, not on the card: the card ships in the page's first script. */}
                {product.estimatedWeightGrams !== null && (
                  <span className="sf-price__unit">
                    {' '}
                    · about {product.estimatedWeightGrams} g each
                  </span>
                )}
              </p>
              <StockBadge stock={variant.stock} />
            </>
          )}
          <p className="sf-product-detail__description">{product.description}</p>
          <ProductPurchase product={product} choice={choice} renderFavourite={renderFavourite} />
        </div>
      </div>
    </div>
  );
}

function ProductNotFound() {
  return (
    <div className="sf-page">
      <div className="sf-card sf-empty">
        <h1>We can&apos;t find that product</h1>
        <p>It may have been removed from the shop, or the link may be mistyped.</p>
        <Link to="/products">Browse all products</Link>
      </div>
    </div>
  );
}

function ProductDetailSkeleton() {
  return (
    <div className="sf-page" aria-busy="true">
      <p className="sf-visually-hidden" role="status">
        Loading the product
      </p>
      <div className="sf-skeleton sf-skeleton--text sf-breadcrumb" />
      <div className="sf-product-detail" aria-hidden="true">
        <div className="sf-product-image sf-skeleton" />
        <div className="sf-product-detail__info">
          <div className="sf-skeleton sf-skeleton--title" />
          <div className="sf-skeleton sf-skeleton--text" />
          <div className="sf-skeleton sf-skeleton--block" />
        </div>
      </div>
    </div>
  );
}
