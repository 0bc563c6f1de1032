import { MAX_QUOTE_LINES, type QuoteLine } from '../contracts/cart-quote';

/**
 * The cookie that mirrors an anonymous cart's products and quantities, so the
 * host's server can draw the cart page (tools/static-server reads it by this
 * name). Not HttpOnly: the cart lives in the page's script, and the cookie
 * holds nothing the page does not show.
 */
export const CART_COOKIE = 'cart';

// Every start writes the cookie again while the device keeps its cart.
const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

// "12x2": product 12, quantity 2; at most MAX_LINE_QUANTITY of a product, as the cart allows.
const LINE = /^([1-9]\d{0,9})x([1-9]\d?)$/;

/** "12x2.15x1": each line's product and quantity, at most as many lines as a quote takes. */
export function formatCartCookie(lines: readonly QuoteLine[]): string {
  return lines
    .slice(0, MAX_QUOTE_LINES)
    .map(({ productId, quantity }) => `${productId}x${quantity}`)
    .join('.');
}

/** The lines of a cart cookie; anything else in it (edited by hand, cut short) is left out. */
export function parseCartCookie(value: string | null | undefined): QuoteLine[] {
  if (!value) return [];
  return value
    .split('.')
    .slice(0, MAX_QUOTE_LINES)
    .flatMap((part) => {
      const match = LINE.exec(part);
      return match ? [{ productId: Number(match[1]), quantity: Number(match[2]) }] : [];
    });
}

/** In the browser: the cookie follows the anonymous cart; an empty cart clears it. */
export function mirrorCartInCookie(lines: readonly QuoteLine[]): void {
  if (typeof document === 'undefined') return;
  const value = formatCartCookie(lines);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value ? CART_COOKIE_MAX_AGE_S : 0;
  document.cookie = `${CART_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}
