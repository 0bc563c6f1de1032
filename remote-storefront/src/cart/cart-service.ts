import { BehaviorSubject } from 'rxjs';
import type { Cart, CartAdjustment, CartLine } from '../contracts/cart';
import { FREE_DELIVERY_FROM_MINOR } from '../contracts/delivery';
import { formatMoney } from '../format/money';
import { httpClient } from '../http/http-client';
import { sessionStore } from '../session/session-store';
import { storage } from '../storage/storage-keys';
import { mirrorCartInCookie } from './cart-cookie';
import { MAX_LINE_QUANTITY } from '../contracts/cart-limits';
import type { LineCut } from './cart-words';
import { outOfStock } from './out-of-stock';

/** What a product page knows about the product it adds. */
export type CartProduct = Omit<CartLine, 'quantity' | 'productId'> & { id: number };

export interface CartState {
  lines: CartLine[];
  currency: string;
  itemCount: number;
  subtotalMinor: number;
}

/** The outcome of an add or a change. */
export interface CartChange {
  /** What the line holds now (0: it left the cart). */
  quantity: number;
  /**
   * Set when the line holds less than was asked for. Beside the control,
   * describeLineCut (cart-words) says it; notice says it anywhere, naming the product.
   */
  cut: LineCut | null;
  notice: string | null;
}

/** A notice about the cart stays a little longer than other messages: it names what changed. */
export const NOTICE_DISPLAY_MS = 4000;

const DEFAULT_CURRENCY = 'GBP';

function summarise(lines: CartLine[], currency: string): CartState {
  return {
    lines,
    currency,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
  };
}

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
 * The one cart of the page, shared by every app (the host shows its count, the
 * storefront and the dashboard change it). Anonymous carts live in localStorage
 * under 'cart'; a signed-in customer's cart lives on the server, and the
 * anonymous one is merged into it at sign-in.
 */
export class CartService {
  readonly state$ = new BehaviorSubject<CartState>(summarise(readLocalLines(), DEFAULT_CURRENCY));

  private get signedIn(): boolean {
    return Boolean(storage.get('token'));
  }

  private get currency(): string {
    return sessionStore.current('store')?.currency ?? DEFAULT_CURRENCY;
  }

  /** Reloads the cart from where it lives: the server when signed in, else this device. */
  async refresh(): Promise<void> {
    if (!this.signedIn) {
      const lines = readLocalLines();
      // A cart kept before the cookie existed gets it, so the server can draw it next time.
      mirrorCartInCookie(lines);
      this.publish(summarise(lines, this.currency));
      return;
    }
    const { data } = await httpClient.get<Cart>('/me/cart');
    this.publishServerCart(data);
  }

  /** Adds to what is already in the cart, cutting to the stock (and to MAX_LINE_QUANTITY). */
  add(product: CartProduct, quantity = 1): Promise<CartChange> {
    const before =
      this.state$.getValue().lines.find((line) => line.productId === product.id)?.quantity ?? 0;
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
      const lines = this.state$.getValue().lines;
      const line: CartLine = { ...info, productId: id, quantity: granted };
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
    this.saveLocal(this.state$.getValue().lines.filter((line) => line.productId !== productId));
  }

  /** At sign-in: the anonymous lines join the server cart; cuts show in the cart banner. */
  async mergeAfterSignIn(): Promise<void> {
    const local = readLocalLines();
    const { data } = local.length
      ? await httpClient.post<Cart>('/me/cart/merge', {
          lines: local.map(({ productId, quantity }) => ({ productId, quantity })),
        })
      : await httpClient.get<Cart>('/me/cart');
    storage.remove('cart');
    mirrorCartInCookie([]);
    this.publishServerCart(data);
    const adjusted = describeAdjustments(data.adjustments);
    if (adjusted) sessionStore.updateCartMessage(adjusted);
  }

  /** At sign-out the server cart stays on the server; this device starts empty. */
  reset(): void {
    storage.remove('cart');
    mirrorCartInCookie([]);
    this.publish(summarise([], this.currency));
  }

  /** In the browser: the signed-in cart a page the server drew was drawn with, read afresh there. */
  showServerCart(cart: Cart): void {
    this.publishServerCart(cart);
  }

  private saveLocal(lines: CartLine[]): void {
    storage.set('cart', JSON.stringify(lines));
    mirrorCartInCookie(lines);
    this.publish(summarise(lines, this.currency));
  }

  private publishServerCart(cart: Cart): void {
    this.publish(summarise(cart.lines, cart.currency));
  }

  private publish(state: CartState): void {
    this.state$.next(state);
    this.suggestFreeDelivery(state);
  }

  // docs/session.md: cartMessage is the cart banner. Unless it already says something more
  // important (a stock cut), it tells how far the cart is from free delivery.
  private suggestFreeDelivery({ subtotalMinor, currency }: CartState): void {
    const message = sessionStore.current('cartMessage');
    if (message && !message.startsWith('Add ')) return;
    const missing = FREE_DELIVERY_FROM_MINOR - subtotalMinor;
    sessionStore.updateCartMessage(
      subtotalMinor > 0 && missing > 0
        ? `Add ${formatMoney(missing, currency)} more for free delivery.`
        : null,
    );
  }
}

export const cartService = new CartService();
