import { useId, type ReactNode } from 'react';
import { Link, formatMoney } from '@storefront/shared';
import type { ProductSummary } from '@storefront/shared/contracts';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { PriceUnit } from './price-unit';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';
import './product-card.css';

/** The favourites feature's heart, handed in by the app so features stay apart. */
export type RenderFavourite = (product: ProductSummary) => ReactNode;

export interface ProductCardProps {
  product: ProductSummary;
  renderFavourite?: RenderFavourite;
  /** On screen when the page opens: its picture loads at once. */
  eagerImage?: boolean;
}

export function ProductCard({ product, renderFavourite, eagerImage = false }: ProductCardProps) {
  const nameId = useId();
  // The cart's warning is read whole; a plain add is a tick.
  const { addToCart, adding, ready } = useAddToCart((change) =>
    change.notice ? { type: 'warning', msg: change.notice } : `Added ${product.name} to your cart`,
  );
  // Adding from here would choose a variant for the customer: the product page asks.
  const choosesVariant = product.variantCount > 1;
  // A listed product's own address (productPath without a variant), written out: the
  // constants module would otherwise join the home page's entry for one template.
  const productLink = `/products/${product.id}`;

  return (
    <article className="sf-product-card">
      {/* The name below says what the picture shows; an empty alt spares a repeat. */}
      <ProductImage image={product.image} size={320} eager={eagerImage} />
      <div className="sf-product-card__body">
        <p className="sf-product-card__category">{product.categoryName}</p>
        <h3 className="sf-product-card__name" id={nameId}>
          {/* The host fetches the product page once the card has been in view a
              moment (its intent-listeners.ts, IN_VIEW_ATTRIBUTE). */}
          <Link to={productLink} data-prefetch-in-view="">
            {product.name}
          </Link>
        </h3>
        <p className="sf-price">
          {choosesVariant && 'From '}
          {formatMoney(product.priceMinor, product.currency)}
          <PriceUnit unit={product.unit} />
        </p>
        <StockBadge stock={product.stock} />
      </div>
      <div className="sf-product-card__actions">
        {choosesVariant ? (
          <Link className="sf-button sf-button--solid" to={productLink} aria-describedby={nameId}>
            Choose options
          </Link>
        ) : (
          <button
            type="button"
            className="sf-button sf-button--solid"
            aria-describedby={nameId}
            disabled={product.stock < 1 || adding || !ready}
            onClick={() => void addToCart(product)}
          >
            Add to cart
          </button>
        )}
        {renderFavourite?.(product)}
      </div>
    </article>
  );
}
