// All from the page's one shared package: the constants module would be bundled into this chunk.
import {
  CART_UPDATED_EVENT,
  eachPriceMinor,
  formatMoney,
  httpClient,
  MAX_LINE_QUANTITY,
  mirrorCartInCookie,
  sessionStore,
  STORE_ID,
  storage,
} from '@storefront/shared';
import type {
  Cart,
  CartAdjustment,
  CartDiscount,
  CartChange,
  CartLine,
  CartProduct,
  CartUpdatedDetail,
  StorefrontCart,
} from '@storefront/shared/contracts';
import { afterNextPaint } from './after-next-paint';
import { outOfStock } from './out-of-stock';

export type { CartChange, CartProduct };

export interface CartState {
  lines: CartLine[];
  currency: string;
  itemCount: number;
  subtotalMinor: number;
  /** The discount code applied to the cart, as the API last priced it; null without one. */
  discount: CartDiscount | null;
}

const DEFAULT_CURRENCY = 'GBP';

function summarise(
  lines: CartLine[],
  currency: string,
  discount: CartDiscount | null = null,
): CartState {
  return {
    lines,
    currency,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + eachPriceMinor(line) * line.quantity, 0),
    discount,
  };
}

/** What a line keeps of the product it was added from: what the cart shows and links to. */
const keptOf = ({
  listedProductId,
  slug,
  name,
  priceMinor,
  stock,
  image,
  unit,
  estimatedWeightGrams,
}: Omit<CartProduct, 'id'>) => ({
  listedProductId,
  slug,
  name,
  priceMinor,
  stock,
  image,
  unit,
  estimatedWeightGrams,
});

/** The lines as the API takes them. */
const quoteLines = (lines: CartLine[]) =>
  lines.map(({ productId, quantity }) => ({ productId, quantity }));

export const EMPTY_CART: CartState = summarise([], DEFAULT_CURRENCY);

function readLocalLines(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage.get('cart') ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch {
    return [];
  }
}

function describeCut(name: string, granted: number): string {
  return granted === 0
    ? outOfStock(name)
    : `Only ${granted} left of ${name}, so your cart has ${granted}.`;
}

export function describeAdjustments(adjustments: CartAdjustment[]): string | null {
  if (adjustments.length === 0) return null;
  return adjustments
    .map((adjustment) => describeCut(adjustment.name, adjustment.granted))
    .join(' ');
}

/**
 * The one cart of the page, the storefront's: its rules (stock cuts, the free
 * delivery banner) and words ship with the storefront. The other apps reach it
 * through the './cart' the storefront exposes, and the host's header hears its
 * count as CART_UPDATED_EVENT. Anonymous carts live in localStorage under
 * 'cart', their discount code under 'cartDiscountCode'; a signed-in customer's
 * cart and code live on the server, and the anonymous ones are merged into it
 * at sign-in. The API prices the code in every case.
 */
export class CartService implements StorefrontCart {
  private state = summarise(readLocalLines(), DEFAULT_CURRENCY);
  private readonly listeners = new Set<() => void>();
  // Each pricing of the anonymous cart's code; only the latest may publish.
  private pricing = 0;

  private started = false;

  /**
   * In the browser, once per page: tells the header the count, follows the
   * session (signing out, or a session the API ended, leaves this device's
   * cart empty) and loads the cart from where it lives.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.announce(this.state);
    let signedIn = sessionStore.current('auth');
    sessionStore.observe('auth').subscribe((auth) => {
      if (signedIn && !auth) this.reset();
      signedIn = auth;
    });
    this.refresh().catch((error: unknown) => console.error('Could not load the cart', error));
  }

  private get signedIn(): boolean {
    return Boolean(storage.get('token'));
  }

  private get currency(): string {
    return sessionStore.current('store')?.currency ?? DEFAULT_CURRENCY;
  }

  /** Reloads the cart from where it lives: the server when signed in, else this device. */
  async refresh(): Promise<void> {
    if (!this.signedIn) {
      // A cart kept before the cookie existed gets it, so the server can draw it next time.
      this.saveLocal(readLocalLines());
      return;
    }
    const { data } = await httpClient.get<Cart>('/me/cart');
    this.publishServerCart(data);
  }

  /**
   * Today's stock and prices of the lines, their quantities left as they are:
   * an open cart page keeps up with the shop, and the customer decides what to
   * change. An answer that arrives after the cart changed is dropped, since the
   * change's own answer is newer.
   */
  async refreshStock(signal?: AbortSignal): Promise<void> {
    const before = this.state;
    if (this.signedIn) {
      const { data } = await httpClient.get<Cart>('/me/cart', { signal });
      if (this.state === before) this.publishServerCart(data);
      return;
    }
    const lines = before.lines;
    if (lines.length === 0) return;
    const code = storage.get('cartDiscountCode');
    // The quote cuts lines to the stock: only its prices and stock are taken.
    const { data } = await httpClient.post<Cart>(
      `/stores/${STORE_ID}/cart/quote`,
      { lines: quoteLines(lines), ...(code ? { discountCode: code } : {}) },
      { signal },
    );
    if (this.state !== before) return;
    const today = new Map(data.lines.map((line) => [line.productId, line]));
    const soldOut = new Set(
      data.adjustments.filter((cut) => cut.granted === 0).map((cut) => cut.productId),
    );
    // A line the quote left out without a cut is not on sale now: it stays as the device had it.
    const fresh = lines.map((line) => {
      const quoted = today.get(line.productId);
      if (quoted) return { ...line, ...quoted, quantity: line.quantity };
      return soldOut.has(line.productId) ? { ...line, stock: 0 } : line;
    });
    // Uncut, the quote priced the code for these very lines.
    this.saveLocal(fresh, data.adjustments.length === 0 ? data.discount : undefined);
  }

  /**
   * Adds to what is already in the cart, cutting to the stock (and to
   * MAX_LINE_QUANTITY). The press paints first: the change then draws the
   * header's count, the banner and the tick in a task of its own
   * (after-next-paint.ts).
   */
  async add(product: CartProduct, quantity = 1): Promise<CartChange> {
    await afterNextPaint();
    const before = this.state.lines.find((line) => line.productId === product.id)?.quantity ?? 0;
    return this.setQuantity(product, before + quantity, before);
  }

  /**
   * Sets a line's quantity, cutting to the stock (and to MAX_LINE_QUANTITY). `before`: for an
   * add, what the line held, so that the cut can say how many were added.
   */
  async setQuantity(product: CartProduct, requested: number, before = 0): Promise<CartChange> {
    const { id, ...info } = product;
    const asked = Math.min(requested, MAX_LINE_QUANTITY);
    // This device knows the stock the product was shown with; the server knows
    // today's, and says when it cut the line.
    let granted = Math.min(asked, product.stock);
    if (asked > 0 && this.signedIn) {
      const { data } = await httpClient.put<Cart>(`/me/cart/items/${id}`, { quantity: asked });
      this.publishServerCart(data);
      granted = data.adjustments.find((cut) => cut.productId === id)?.granted ?? asked;
    } else if (granted > 0) {
      const lines = this.state.lines;
      const line: CartLine = { ...keptOf(info), productId: id, quantity: granted };
      this.saveLocal(
        lines.some((existing) => existing.productId === id)
          ? lines.map((existing) => (existing.productId === id ? line : existing))
          : [...lines, line],
      );
    } else {
      await this.remove(id);
      granted = 0;
    }
    const cut = granted < requested;
    return {
      quantity: granted,
      cut: cut ? { name: product.name, requested, granted, before } : null,
      notice: cut ? describeCut(product.name, granted) : null,
    };
  }

  async remove(productId: number): Promise<void> {
    if (this.signedIn) {
      const { data } = await httpClient.delete<Cart>(`/me/cart/items/${productId}`);
      this.publishServerCart(data);
      return;
    }
    this.saveLocal(this.state.lines.filter((line) => line.productId !== productId));
  }

  /** At sign-in: the anonymous lines join the server cart; cuts show in the cart banner. */
  async mergeAfterSignIn(): Promise<void> {
    const local = readLocalLines();
    const code = storage.get('cartDiscountCode');
    const { data } = local.length
      ? await httpClient.post<Cart>('/me/cart/merge', {
          lines: quoteLines(local),
          ...(code ? { discountCode: code } : {}),
        })
      : await httpClient.get<Cart>('/me/cart');
    this.forgetLocal();
    this.publishServerCart(data);
    const adjusted = describeAdjustments(data.adjustments);
    if (adjusted) sessionStore.updateCartMessage(adjusted);
  }

  /** At sign-out the server cart stays on the server; this device starts empty. */
  reset(): void {
    this.forgetLocal();
    this.publish(summarise([], this.currency));
  }

  /**
   * Applies a discount code to the cart, in place of any other. Answers why it
   * does not apply (then nothing is kept), or null once it is applied. A code
   * the API refuses for a signed-in cart comes back as the API's error.
   */
  async applyDiscountCode(code: string): Promise<string | null> {
    if (this.signedIn) {
      const { data } = await httpClient.put<Cart>('/me/cart/discount', { code });
      this.publishServerCart(data);
      return null;
    }
    const lines = this.state.lines;
    const discount = await this.priceLocal(lines, code);
    if (discount?.notApplying) return discount.notApplying;
    if (!discount) return `We couldn’t check ${code}. Please try again.`;
    storage.set('cartDiscountCode', discount.code);
    // Priced for the lines as they were when asked: a change since is priced again.
    this.saveLocal(this.state.lines, this.state.lines === lines ? discount : undefined);
    return null;
  }

  async removeDiscountCode(): Promise<void> {
    if (this.signedIn) {
      const { data } = await httpClient.delete<Cart>('/me/cart/discount');
      this.publishServerCart(data);
      return;
    }
    storage.remove('cartDiscountCode');
    this.saveLocal(this.state.lines, null);
  }

  /**
   * In the browser: the visitor's code as the server priced it when it drew the
   * page, shown until this device's own pricing answers, so it does not blink out.
   */
  showVisitorDiscount(discount: CartDiscount | null): void {
    const code = storage.get('cartDiscountCode');
    if (this.signedIn || !discount || discount.code !== code || this.state.discount) return;
    this.publish({ ...this.state, discount });
  }

  /** In the browser: the signed-in cart a page the server drew was drawn with, read afresh there. */
  showServerCart(cart: Cart): void {
    this.publishServerCart(cart);
  }

  /**
   * Keeps the anonymous cart on this device and in its cookie. Its code is
   * priced again for the new lines, unless `discount` is that pricing already;
   * until the API answers, the cart shows the last one.
   */
  private saveLocal(lines: CartLine[], discount?: CartDiscount | null): void {
    const code = lines.length > 0 ? storage.get('cartDiscountCode') : null;
    storage.set('cart', JSON.stringify(lines));
    mirrorCartInCookie(lines, code);
    const pricing = ++this.pricing;
    this.publish(summarise(lines, this.currency, code ? (discount ?? this.state.discount) : null));
    if (!code || discount !== undefined) return;
    this.priceLocal(lines, code).then(
      (priced) => {
        if (pricing === this.pricing) this.publish({ ...this.state, discount: priced });
      },
      (error: unknown) => console.warn('Could not price the discount code', error),
    );
  }

  /** What `code` takes off these lines, as the API prices an anonymous cart. */
  private async priceLocal(lines: CartLine[], code: string): Promise<CartDiscount | null> {
    const { data } = await httpClient.post<Cart>(`/stores/${STORE_ID}/cart/quote`, {
      lines: quoteLines(lines),
      discountCode: code,
    });
    return data.discount;
  }

  private forgetLocal(): void {
    this.pricing += 1;
    storage.remove('cart');
    storage.remove('cartDiscountCode');
    mirrorCartInCookie([]);
  }

  private publishServerCart(cart: Cart): void {
    // A visitor's pricing still on its way is for a cart this one replaces.
    this.pricing += 1;
    this.publish(summarise(cart.lines, cart.currency, cart.discount));
  }

  /** The cart as it is now. */
  readonly current = (): CartState => this.state;

  /** Calls `listener` after every change of the cart; the function returned stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private publish(state: CartState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
    this.announce(state);
    this.suggestFreeDelivery(state);
  }

  private announce({ itemCount }: CartState): void {
    if (typeof window === 'undefined') return;
    const detail: CartUpdatedDetail = { itemCount };
    window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail }));
  }

  // docs/session.md: cartMessage is the cart banner. Unless it already says something more
  // important (a stock cut), it tells how far the cart is from free delivery.
  private suggestFreeDelivery({ subtotalMinor, currency }: CartState): void {
    const message = sessionStore.current('cartMessage');
    if (message && !message.startsWith('Add ')) return;
    // The store's threshold: none before the store has loaded, or when delivery is never free.
    const freeFrom = sessionStore.current('store')?.freeDeliveryFromMinor ?? null;
    const missing = freeFrom === null ? 0 : freeFrom - subtotalMinor;
    sessionStore.updateCartMessage(
      subtotalMinor > 0 && missing > 0
        ? `Add ${formatMoney(missing, currency)} more for free delivery.`
        : null,
    );
  }
}

export const cartService = new CartService();
