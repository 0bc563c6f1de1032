import type { CartLine } from './cart';

// The seam between the storefront, which owns the cart (its rules, its words),
// and the apps around it: the host's header shows its count, the dashboard
// adds to it. Types and names only, so a change to the cart's rules ships with
// the storefront alone.

/** The event the storefront's cart sends on window with every change, for the header's count. */
export const CART_UPDATED_EVENT = 'storefront:cart-updated';

export interface CartUpdatedDetail {
  itemCount: number;
}

/** What a page knows about the product it adds. */
export type CartProduct = Omit<CartLine, 'quantity' | 'productId'> & { id: number };

/** What a line could not take. */
export interface LineCut {
  name: string;
  /** What the customer asked the line to hold. */
  requested: number;
  /** What it holds now. */
  granted: number;
  /** For an add: what the line held before it (a change of quantity sets the line anew). */
  before?: number;
}

/** The outcome of an add or a change. */
export interface CartChange {
  /** What the line holds now (0: it left the cart). */
  quantity: number;
  /** Set when the line holds less than was asked for; the storefront's words say it beside the control. */
  cut: LineCut | null;
  /** The same, said anywhere, naming the product. */
  notice: string | null;
}

/** What the storefront exposes as './cart'. */
export interface StorefrontCart {
  /** Adds to what is already in the cart, cutting to the stock. */
  add(product: CartProduct, quantity?: number): Promise<CartChange>;
  /** Reloads the cart from where it lives (after the API changed it, as a reorder does). */
  refresh(): Promise<void>;
  /** Once per page: announces the count and follows the session. */
  start(): void;
}

/** The storefront's './cart' module, as the host's remote loader hands it over. */
export interface StorefrontCartModule {
  cart: StorefrontCart;
}
