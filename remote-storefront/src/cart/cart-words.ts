import { MAX_LINE_QUANTITY } from '@storefront/shared';
import type { LineCut } from '@storefront/shared/contracts';
import { outOfStock } from './out-of-stock';

// Kept out of the cart service, which every page loads at start: only the pages
// that change a quantity need these words, and they load them with their code.

/**
 * Said beside a line (or the product's Add to cart) when it holds less than
 * was asked for. It names the stock only when the stock was the limit, and
 * then only as many as the customer now has anyway.
 */
export function describeLineCut({ name, requested, granted, before = 0 }: LineCut): string {
  if (granted === 0) return outOfStock(name);
  const reason =
    granted < Math.min(requested, MAX_LINE_QUANTITY)
      ? `Only ${granted} left`
      : `You can have up to ${MAX_LINE_QUANTITY}`;
  const added = granted - before;
  if (before === 0) return `${reason} — we've added ${granted}`;
  if (added <= 0) return `${reason} — your cart already has ${granted}`;
  return `${reason} — we've added ${added}, so your cart has ${granted}`;
}

/**
 * Said at once when a number typed in a quantity box is more than can be had,
 * and the box shows the most instead. `canAdd`: that most; `inCart`: what the
 * cart already holds of it (on a product's page); `stockIsLimit`: whether the
 * stock, not MAX_LINE_QUANTITY, is what stops it.
 */
export function describeQuantityLimit(canAdd: number, inCart: number, stockIsLimit: boolean) {
  const reason = stockIsLimit
    ? `Only ${canAdd + inCart} left`
    : `You can have up to ${MAX_LINE_QUANTITY}`;
  return inCart > 0 ? `${reason} — your cart has ${inCart}, so you can add ${canAdd}` : reason;
}
