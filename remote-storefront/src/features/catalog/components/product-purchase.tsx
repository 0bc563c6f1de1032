import { useState, type FormEvent } from 'react';
import { Link } from '@storefront/shared';
import type { ProductDetail, CartChange } from '@storefront/shared/contracts';
import type { RenderFavourite } from '../../../components/product-card';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { maxQuantity } from '../../../lib/quantity';
import { useCart } from '../../../cart/use-cart';
import { describeLineCut } from '../../../cart/cart-words';

export interface ProductPurchaseProps {
  product: ProductDetail;
  renderFavourite?: RenderFavourite;
}

/** Quantity, add to cart and favourite, with what happened said right beside them. */
export function ProductPurchase({ product, renderFavourite }: ProductPurchaseProps) {
  const max = maxQuantity(product.stock);
  const [quantity, setQuantity] = useState(1);
  const [change, setChange] = useState<CartChange | null>(null);
  const { addToCart, adding, ready } = useAddToCart();
  const inCart = useCart().lines.some((line) => line.productId === product.id);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChange(null);
    // As asked: the cart takes what is left and says so.
    setChange(await addToCart(product, quantity));
  }

  return (
    <form className="sf-purchase" onSubmit={onSubmit}>
      {max > 0 && (
        <QuantityStepper
          id="sf-product-quantity"
          label="Quantity"
          value={quantity}
          max={max}
          onChange={setQuantity}
          onType={setQuantity}
        />
      )}
      <div className="sf-purchase__actions">
        <button
          type="submit"
          className="sf-button sf-button--solid"
          disabled={max < 1 || adding || !ready}
        >
          Add to cart
        </button>
        {renderFavourite?.(product)}
      </div>
      <div role="status" className="sf-purchase__status">
        {change?.cut && <p className="sf-notice">{describeLineCut(change.cut)}</p>}
        {change && inCart && (
          <p className="sf-notice sf-notice--success">
            Added to your cart. <Link to="/cart">View your cart</Link>
          </p>
        )}
      </div>
    </form>
  );
}
