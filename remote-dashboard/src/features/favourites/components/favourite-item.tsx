import { useId } from 'react';
import { Link, catalogueImageUrl, formatMoney } from '@storefront/shared';
import { productPath } from '@storefront/shared/constants';
import type { ProductSummary } from '@storefront/shared/contracts';

const LOW_STOCK = 5;

function StockNote({ stock }: { stock: number }) {
  if (stock < 1) return <p className="db-fav__stock db-fav__stock--out">Out of stock</p>;
  if (stock <= LOW_STOCK) {
    return <p className="db-fav__stock db-fav__stock--low">Only {stock} left</p>;
  }
  return <p className="db-fav__stock db-fav__stock--in">In stock</p>;
}

export interface FavouriteItemProps {
  product: ProductSummary;
  busy: boolean;
  onRemove: () => void;
  onAddToCart: () => void;
}

export function FavouriteItem({ product, busy, onRemove, onAddToCart }: FavouriteItemProps) {
  const nameId = useId();
  const outOfStock = product.stock < 1;
  // Which variant to buy is the customer's choice, made on the product's page.
  const hasOptions = product.variantCount > 1;
  return (
    <li className="db-fav" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows. */}
      <img src={catalogueImageUrl(product.image)} alt="" width={96} height={96} loading="lazy" />
      <div className="db-fav__body">
        <h2 className="db-fav__name" id={nameId}>
          <Link to={productPath(product.id)}>{product.name}</Link>
        </h2>
        <p className="db-fav__price">
          {hasOptions && 'From '}
          {formatMoney(product.priceMinor, product.currency)}
        </p>
        <StockNote stock={product.stock} />
      </div>
      <div className="db-fav__actions">
        {hasOptions ? (
          <Link to={productPath(product.id)} className="db-action" aria-describedby={nameId}>
            Choose options
          </Link>
        ) : (
          <button
            type="button"
            className="db-action"
            aria-describedby={nameId}
            disabled={outOfStock || busy}
            onClick={onAddToCart}
          >
            Add to cart
          </button>
        )}
        <button
          type="button"
          className="db-fav__remove"
          aria-label={`Remove ${product.name} from favourites`}
          disabled={busy}
          onClick={onRemove}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M12 20.5s-7.5-4.6-9.6-9.2C.9 7.9 3.1 4 6.9 4c2.2 0 3.9 1.2 5.1 3 1.2-1.8 2.9-3 5.1-3 3.8 0 6 3.9 4.5 7.3-2.1 4.6-9.6 9.2-9.6 9.2z" />
          </svg>
          <span aria-hidden="true">Remove</span>
        </button>
      </div>
    </li>
  );
}
