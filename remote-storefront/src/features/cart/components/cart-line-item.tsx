import { useState } from 'react';
import { Link, eachPriceMinor, formatMoney, useHydrated } from '@storefront/shared';
import { useMutation } from '@storefront/ui';
import type { CartLine, CartProduct } from '@storefront/shared/contracts';
import {
  formatWeight,
  MAX_LINE_QUANTITY,
  PRODUCT_UNIT_LABELS,
  productPath,
} from '@storefront/shared/constants';
import { ProductImage } from '../../../components/product-image';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { BUSY_DELAY_MS } from '../../../lib/loader-actions';
import { maxQuantity } from '../../../lib/quantity';
import { cartService } from '../../../cart/cart-service';
import { describeLineCut, describeQuantityLimit } from '../../../cart/cart-words';

export interface CartLineItemProps {
  line: CartLine;
  currency: string;
  onNotice: (notice: string | null) => void;
}

export function CartLineItem({ line, currency, onNotice }: CartLineItemProps) {
  // What the last change of quantity could not do, said beside the line.
  const [cut, setCut] = useState<string | null>(null);
  // Why the box shows fewer than were typed, until the quantity goes below the most.
  const [limit, setLimit] = useState<string | null>(null);
  const max = maxQuantity(line.stock);
  const stockIsLimit = max < MAX_LINE_QUANTITY;
  // The stock last shown, so a refresh that finds fewer than the line holds says so.
  const [seenStock, setSeenStock] = useState(line.stock);
  if (seenStock !== line.stock) {
    setSeenStock(line.stock);
    // Said as a number typed above the stock is; the quantity stays the customer's to change.
    // None left is the line's own notice; enough again, the old words would be wrong.
    const short = line.quantity > max && max > 0;
    if (short) setCut(null);
    setLimit(short ? describeQuantityLimit(max, 0, stockIsLimit) : null);
  }
  // Drawn on the server, the controls wait for the script that runs them.
  const ready = useHydrated();
  const { productId, quantity, ...info } = line;
  const product: CartProduct = { ...info, id: productId };
  const update = useMutation((next: number) => cartService.setQuantity(product, next), {
    busy: () => ({ title: 'Updating your cart', subtitle: line.name }),
    delayMs: BUSY_DELAY_MS,
  });
  const removal = useMutation(() => cartService.remove(productId), {
    busy: () => ({ title: 'Removing from your cart', subtitle: line.name }),
    delayMs: BUSY_DELAY_MS,
  });
  const busy = update.running || removal.running;

  async function changeQuantity(next: number) {
    if (next < max) setLimit(null);
    const outcome = await update.mutate(next);
    if (!outcome.ok) return onNotice(outcome.failure.message);
    const { cut } = outcome.result;
    // A line that went (none left) can no longer speak for itself.
    if (outcome.result.quantity === 0) return onNotice(cut && describeLineCut(cut));
    setCut(cut && describeLineCut(cut));
    onNotice(null);
  }

  async function remove() {
    const outcome = await removal.mutate(undefined);
    onNotice(outcome.ok ? `Removed ${line.name} from your cart.` : outcome.failure.message);
  }

  return (
    <li className="sf-cart-line">
      <div className="sf-cart-line__image">
        <ProductImage image={line.image} size={96} />
      </div>
      <div className="sf-cart-line__info">
        {/* A line this device kept before variants had addresses links to the variant's id, which opens it too. */}
        <Link
          className="sf-cart-line__name"
          to={productPath(line.listedProductId ?? productId, productId)}
        >
          {line.name}
        </Link>
        <p className="sf-cart-line__unit">
          {formatMoney(line.priceMinor, currency)} {PRODUCT_UNIT_LABELS[line.unit ?? 'each']}
          {line.unit === 'per_kg' &&
            line.estimatedWeightGrams &&
            ` · about ${formatWeight(line.estimatedWeightGrams)} each`}
        </p>
        {line.stock < 1 && <p className="sf-notice">Now out of stock: please remove it.</p>}
      </div>
      <div className="sf-cart-line__quantity">
        <QuantityStepper
          id={`sf-cart-quantity-${productId}`}
          label={
            <>
              Quantity<span className="sf-visually-hidden"> of {line.name}</span>
            </>
          }
          itemName={line.name}
          value={quantity}
          max={max}
          busy={busy}
          onChange={(next) => void changeQuantity(next)}
          onOverMax={() => setLimit(describeQuantityLimit(max, 0, stockIsLimit))}
        />
        <p className="sf-cart-line__cut" role="status" aria-live="polite">
          {cut ?? limit}
        </p>
      </div>
      <p className="sf-cart-line__total">
        <span className="sf-visually-hidden">
          {line.unit === 'per_kg' ? 'Estimated line total: ' : 'Line total: '}
        </span>
        {formatMoney(eachPriceMinor(line) * quantity, currency)}
      </p>
      <button
        type="button"
        className="sf-link-button sf-cart-line__remove"
        disabled={busy || !ready}
        onClick={() => void remove()}
      >
        Remove<span className="sf-visually-hidden"> {line.name}</span>
      </button>
    </li>
  );
}
