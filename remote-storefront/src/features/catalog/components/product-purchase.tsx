import { useState, type FormEvent } from 'react';
import { Link } from '@storefront/shared';
import { variantName } from '@storefront/shared/constants';
import type { ProductDetail, CartChange } from '@storefront/shared/contracts';
import type { RenderFavourite } from '../../../components/product-card';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { maxQuantity } from '../../../lib/quantity';
import { useCart } from '../../../cart/use-cart';
import { describeLineCut } from '../../../cart/cart-words';
import type { VariantChoice } from '../hooks/use-variant-choice';
import { VariantOptions } from './variant-options';

export interface ProductPurchaseProps {
  product: ProductDetail;
  /** The chosen variant: what goes in the cart. */
  choice: VariantChoice;
  renderFavourite?: RenderFavourite;
}

/** Options, quantity, add to cart and favourite, with what happened said right beside them. */
export function ProductPurchase({ product, choice, renderFavourite }: ProductPurchaseProps) {
  const { variant } = choice;
  const max = maxQuantity(variant?.stock ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [change, setChange] = useState<CartChange | null>(null);
  const { addToCart, adding, ready } = useAddToCart();
  const inCart = useCart().lines.some((line) => line.productId === variant?.id);

  function onChoose(index: number, value: string) {
    const next = choice.choose(index, value);
    setChange(null);
    setQuantity((current) => Math.max(1, Math.min(current, maxQuantity(next?.stock ?? 0))));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!variant) return;
    setChange(null);
    // The variant is the product the cart keeps, named after its option values.
    const sold = {
      ...product,
      id: variant.id,
      name: variantName(product.name, variant.optionValues),
      priceMinor: variant.priceMinor,
      stock: variant.stock,
    };
    // As asked: the cart takes what is left and says so.
    setChange(await addToCart(sold, quantity));
  }

  return (
    <form className="sf-purchase" onSubmit={onSubmit}>
      {product.options.length > 0 && (
        <VariantOptions
          options={product.options}
          values={choice.values}
          available={variant !== null}
          onChoose={onChoose}
        />
      )}
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
