import { useEffect, useState } from 'react';
import { storage, useApi, useHydrated, usePageData } from '@storefront/shared';
import { cartService, type CartState } from '../cart/cart-service';
import { loadVisitorCart, type DrawnCart } from '../cart/visitor-cart';
import { useCart } from '../cart/use-cart';

// The cart page's answer in the page data of a page the server drew.
const CART_KEY = 'cart';

const shown = ({
  lines,
  currency,
  itemCount,
  subtotalMinor,
  discount,
}: DrawnCart['cart']): CartState => ({ lines, currency, itemCount, subtotalMinor, discount });

/**
 * The cart, re-read from the server when signed in: after a reload the shared
 * cart starts empty until the server answers, and checkout must not act on that.
 *
 * On a page the server drew, the server reads the visitor's own cart (their
 * session's, else their cart cookie's) and the page shows that drawing until
 * it has hydrated. Then, in the browser only, the shared cart takes over: the
 * drawn cart when it is the customer's, the device's own when anonymous.
 */
export function useFreshCart() {
  const pageData = usePageData();
  const visitor = pageData?.visitor ?? null;
  const serviceCart = useCart();
  const signedIn = Boolean(storage.get('token'));
  const [drawnOnServer] = useState(
    () => visitor !== null || pageData?.read(CART_KEY) !== undefined,
  );
  const { data, loading, failure, retry } = useApi<DrawnCart | null>(
    signedIn || drawnOnServer ? CART_KEY : null,
    (signal) =>
      visitor
        ? loadVisitorCart(visitor, { signal, currency: pageData?.store?.currency ?? 'GBP' })
        : cartService.refresh().then(() => null),
  );
  const drawn = data ?? null;
  const hydrated = useHydrated();

  // Runs as hydration ends, before the render that shows the shared cart.
  useEffect(() => {
    if (drawn?.signedIn && signedIn) cartService.showServerCart(drawn.cart);
    else if (drawn && !signedIn) cartService.showVisitorDiscount(drawn.cart.discount);
    // Drawn without the session this device holds (a session older than its
    // cookie): read the customer's cart now.
    else if (drawn && signedIn) retry();
    // Once, when the page first shows: later answers go through the cart service.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { cart: !hydrated && drawn ? shown(drawn.cart) : serviceCart, loading, failure, retry };
}
