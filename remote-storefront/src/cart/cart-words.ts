import { MAX_LINE_QUANTITY } from '../contracts/cart-limits';
import { outOfStock } from './out-of-stock';

// Kept out of the cart service, which every app loads at start: only the pages
// that change a quantity need these words, and they load them with their code.

/** What a line could not take: the cart service's CartChange.cut. */
export interface LineCut {
  name: string;
  /** What the customer asked the line to hold. */
  requested: number;
  /** What it holds now. */
  granted: number;
  /** For an add: what the line held before it (a change of quantity sets the line anew). */
  before?: number;
}

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
