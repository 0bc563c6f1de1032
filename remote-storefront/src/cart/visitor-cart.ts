import { httpClient, isAxiosError, STORE_ID, type Visitor } from '@storefront/shared';
import type { Cart } from '@storefront/shared/contracts';

/** The cart a page was drawn with on the server, and whose it was. */
export interface DrawnCart {
  cart: Cart;
  /** The signed-in customer's server cart; false: the anonymous cart's cookie, or nothing. */
  signedIn: boolean;
}

const emptyCart = (currency: string): Cart => ({
  lines: [],
  currency,
  itemCount: 0,
  subtotalMinor: 0,
  adjustments: [],
  discount: null,
});

/**
 * On the server: the cart of whoever asked for the page, read with their own
 * token (the process has none), else the anonymous lines and code of their
 * cart cookie, priced by the API. A token the API refuses makes the visitor anonymous.
 * Nothing here touches the shared cart service: it is one per process.
 */
export async function loadVisitorCart(
  visitor: Visitor,
  { signal, currency }: { signal: AbortSignal; currency: string },
): Promise<DrawnCart> {
  const token = visitor.token;
  if (token) {
    try {
      const { data } = await httpClient.get<Cart>('/me/cart', {
        signal,
        headers: { authKey: token },
      });
      return { cart: data, signedIn: true };
    } catch (error) {
      if (!isAxiosError(error) || error.response?.status !== 401) throw error;
      visitor.rejectSession();
    }
  }
  const lines = visitor.cartLines;
  if (lines.length === 0) return { cart: emptyCart(currency), signedIn: false };
  const discountCode = visitor.cartDiscountCode;
  const { data } = await httpClient.post<Cart>(
    `/stores/${STORE_ID}/cart/quote`,
    discountCode ? { lines, discountCode } : { lines },
    { signal },
  );
  return { cart: data, signedIn: false };
}
