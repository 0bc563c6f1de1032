import { BehaviorSubject } from 'rxjs';
import type { Cart, CartAdjustment, CartLine } from '../contracts/cart';
import { FREE_DELIVERY_FROM_MINOR } from '../contracts/delivery';
import { formatMoney } from '../format/money';
import { httpClient } from '../http/http-client';
import { sessionStore } from '../session/session-store';
import { storage } from '../storage/storage-keys';
import { mirrorCartInCookie } from './cart-cookie';
import type { LineCut } from './cart-words';

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

const MAX_QUANTITY = 99;
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
    ? `${name} is out of stock.`
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

  /** Adds to what is already in the cart, cutting to the stock (and to 99); the change says what it could not take. */
  add(product: CartProduct, quantity = 1): Promise<CartChange> {
    const before =
      this.state$.getValue().lines.find((line) => line.productId === product.id)?.quantity ?? 0;
    return this.putLine(product, before + quantity, before);
  }

  /** Sets a line's quantity, cutting to the stock (and to 99). */
  setQuantity(product: CartProduct, quantity: number): Promise<CartChange> {
    return this.putLine(product, quantity);
  }

  private async putLine(product: CartProduct, requested: number, before = 0): Promise<CartChange> {
    const asked = Math.min(requested, MAX_QUANTITY);
    let granted: number;
    if (asked < 1) {
      await this.remove(product.id);
      granted = 0;
    } else if (this.signedIn) {
      // The server cuts to today's stock, and says so.
      granted = await this.putServerLine(product.id, asked);
    } else {
      // This device knows the stock the product was shown with.
      granted = Math.min(asked, product.stock);
      if (granted > 0) this.saveLocalLine(product, granted);
      else await this.remove(product.id);
    }
    const cut = granted < requested;
    return {
      quantity: granted,
      cut: cut ? { name: product.name, requested, granted, before } : null,
      notice: cut ? describeCut(product.name, granted) : null,
    };
  }

  /** PUT the line; what it holds now, cut to the stock by the server (0: none left). */
  private async putServerLine(productId: number, quantity: number): Promise<number> {
    const { data } = await httpClient.put<Cart>(`/me/cart/items/${productId}`, { quantity });
    this.publishServerCart(data);
    const cut = data.adjustments.find((adjustment) => adjustment.productId === productId);
    return cut ? Math.max(cut.granted, 0) : quantity;
  }

  private saveLocalLine(product: CartProduct, quantity: number): void {
    const { id, ...info } = product;
    const lines = this.state$.getValue().lines;
    const line: CartLine = { ...info, productId: id, quantity };
    this.saveLocal(
      lines.some((existing) => existing.productId === id)
        ? lines.map((existing) => (existing.productId === id ? line : existing))
        : [...lines, line],
    );
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

  // Spec: cartMessage is the cart banner. Unless it already says something more
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
