import { formatCartCookie, parseCartCookie, parseCartCookieCode } from '../cart/cart-cookie';
import type { QuoteLine } from '../contracts/cart-quote';

/** The cookies that tell the host's server who asked for a page. */
export interface VisitorCookies {
  /** The session's token, mirrored in an HttpOnly cookie at sign-in. */
  session?: string | null;
  /** The anonymous cart's lines and code, "12x2.15x1~SPRING-10" (cart-cookie.ts). */
  cart?: string | null;
}

/**
 * Who asked for a page the server is drawing: made for one request and never
 * kept. The parts of a page that depend on the visitor (the cart) read it
 * through PageData; nothing of it goes into the page data the browser gets,
 * and a page that read it is the visitor's own, never kept or shared.
 */
export class Visitor {
  private read = false;
  private rejected = false;

  constructor(private readonly cookies: VisitorCookies = {}) {}

  /** The session's token, unless the API refused it. */
  get token(): string | null {
    this.read = true;
    return this.rejected ? null : this.cookies.session || null;
  }

  /** The anonymous cart's products and quantities. */
  get cartLines(): QuoteLine[] {
    this.read = true;
    return parseCartCookie(this.cookies.cart);
  }

  /** The discount code applied to the anonymous cart, if any. */
  get cartDiscountCode(): string | null {
    this.read = true;
    return parseCartCookieCode(this.cookies.cart);
  }

  /** The API refused the token (signed out everywhere, expired): the visitor is anonymous. */
  rejectSession(): void {
    this.rejected = true;
  }

  /**
   * Whether the page was drawn from the visitor's cookies. A page that looked
   * for them and found none is the same for every visitor without them.
   */
  get personal(): boolean {
    return this.read && Boolean(this.cookies.session || this.cookies.cart);
  }

  /** Whether the API refused the session's token, so the answer clears its cookie. */
  get sessionRejected(): boolean {
    return this.rejected;
  }

  /** Whether the request carried a session the API has not refused. */
  get hasSession(): boolean {
    return Boolean(this.cookies.session) && !this.rejected;
  }
}

/**
 * What a page drawn from these cookies may be kept by, for every visitor who
 * holds the same: the anonymous cart's lines, as the page reads them. Null
 * with a session (the page is the customer's own) and with a discount code,
 * whose terms change without the catalogue's news (the kept page would go on
 * showing a code since ended or withdrawn).
 */
export function keptCartOf(cookies: VisitorCookies): string | null {
  if (cookies.session || !cookies.cart || parseCartCookieCode(cookies.cart)) return null;
  return formatCartCookie(parseCartCookie(cookies.cart));
}
