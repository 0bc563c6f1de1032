import { MAX_QUOTE_LINES, type QuoteLine } from '../contracts/cart-quote';

/**
 * The cookie that mirrors an anonymous cart's products and quantities, so the
 * host's server can draw the cart page (server/ reads it by this
 * name). Not HttpOnly: the cart lives in the page's script, and the cookie
 * holds nothing the page does not show.
 */
export const CART_COOKIE = 'cart';

// Every start writes the cookie again while the device keeps its cart.
const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

// "12x2": product 12, quantity 2; at most MAX_LINE_QUANTITY of a product, as the cart allows.
const LINE = /^([1-9]\d{0,9})x([1-9]\d?)$/;
// What follows the lines: the discount code, as codes are written (DISCOUNT_CODE_PATTERN).
const CODE_MARK = '~';
const CODE = /^[A-Z0-9-]{3,32}$/;

/**
 * "12x2.15x1~SPRING-10": each line's product and quantity, at most as many
 * lines as a quote takes, then the discount code applied to the cart, if any.
 */
export function formatCartCookie(lines: readonly QuoteLine[], code: string | null = null): string {
  const value = lines
    .slice(0, MAX_QUOTE_LINES)
    .map(({ productId, quantity }) => `${productId}x${quantity}`)
    .join('.');
  return value && code ? `${value}${CODE_MARK}${code}` : value;
}

/** The discount code a cart cookie carries; null when it has none, or not one a code can be. */
export function parseCartCookieCode(value: string | null | undefined): string | null {
  const code = value?.split(CODE_MARK)[1];
  return code && CODE.test(code) ? code : null;
}

/** The lines of a cart cookie; anything else in it (edited by hand, cut short) is left out. */
export function parseCartCookie(value: string | null | undefined): QuoteLine[] {
  if (!value) return [];
  return value
    .split(CODE_MARK)[0]!
    .split('.')
    .slice(0, MAX_QUOTE_LINES)
    .flatMap((part) => {
      const match = LINE.exec(part);
      return match ? [{ productId: Number(match[1]), quantity: Number(match[2]) }] : [];
    });
}

/** In the browser: the cookie follows the anonymous cart and its code; an empty cart clears it. */
export function mirrorCartInCookie(lines: readonly QuoteLine[], code: string | null = null): void {
  if (typeof document === 'undefined') return;
  const value = formatCartCookie(lines, code);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value ? CART_COOKIE_MAX_AGE_S : 0;
  document.cookie = `${CART_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}
