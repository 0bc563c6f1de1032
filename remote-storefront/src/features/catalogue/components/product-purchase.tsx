import { useState, type FormEvent } from 'react';
import { Link } from '@storefront/shared';
import { MAX_LINE_QUANTITY, variantName } from '@storefront/shared/constants';
import type { ProductDetail, CartChange } from '@storefront/shared/contracts';
import type { RenderFavourite } from '../../../components/product-card';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { useAddToCart } from '../../../hooks/use-add-to-cart';
import { maxQuantity } from '../../../lib/quantity';
import { useCart } from '../../../cart/use-cart';
import { describeLineCut, describeQuantityLimit } from '../../../cart/cart-words';
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
  const lines = useCart().lines;
  const inCart = lines.find((line) => line.productId === variant?.id)?.quantity ?? 0;
  const most = maxQuantity(variant?.stock ?? 0);
  // What can still go in the cart: the stock (up to a line's ceiling), less what it holds.
  const max = Math.max(0, most - inCart);
  const [wanted, setWanted] = useState(1);
  const quantity = Math.max(1, Math.min(wanted, max));
  // What the last add did, and how many it added (none: the cart already held all it could).
  const [change, setChange] = useState<(CartChange & { added: number }) | null>(null);
  // Why the box shows fewer than were typed.
  const [limit, setLimit] = useState<string | null>(null);
  const { addToCart, adding, ready } = useAddToCart();
  const stockIsLimit = most < MAX_LINE_QUANTITY;
  // The stock the box was last checked against, so a refresh that finds less says so.
  const [seen, setSeen] = useState({ id: variant?.id, stock: variant?.stock });
  if (seen.id !== variant?.id || seen.stock !== variant?.stock) {
    setSeen({ id: variant?.id, stock: variant?.stock });
    // Fewer left than the customer asked for: said as if they had typed too many, and their
    // number kept for when more come in. Enough again: the old words would be wrong.
    if (seen.id === variant?.id) {
      setLimit(wanted > max && max > 0 ? describeQuantityLimit(max, inCart, stockIsLimit) : null);
    }
  }

  function onChoose(index: number, value: string) {
    choice.choose(index, value);
    setChange(null);
    setLimit(null);
  }

  function choose(next: number) {
    setWanted(next);
    if (next < max) setLimit(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!variant) return;
    setChange(null);
    setLimit(null);
    // The variant is the product the cart keeps, named after its option values.
    const sold = {
      ...product,
      id: variant.id,
      listedProductId: product.id,
      name: variantName(product.name, variant.optionValues),
      priceMinor: variant.priceMinor,
      stock: variant.stock,
    };
    // As asked: the cart takes what is left and says so.
    const result = await addToCart(sold, quantity);
    if (result) setChange({ ...result, added: result.quantity - inCart });
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
          onChange={choose}
          onType={choose}
          onOverMax={() => setLimit(describeQuantityLimit(max, inCart, stockIsLimit))}
        />
      )}
      {max === 0 && most > 0 && (
        <p className="sf-purchase__full">Your cart has {inCart}, all you can have of this.</p>
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
        {limit && <p className="sf-notice">{limit}</p>}
        {change?.cut && <p className="sf-notice">{describeLineCut(change.cut)}</p>}
        {change && change.added > 0 && (
          <p className="sf-notice sf-notice--success">
            Added to your cart. <Link to="/cart">View your cart</Link>
          </p>
        )}
      </div>
    </form>
  );
}
