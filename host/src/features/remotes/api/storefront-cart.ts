import { hasCartToShow, type StorefrontCartModule } from '@storefront/shared';
import { whenIdle } from './intent-listeners';
import { loadExposed } from './remote-loader';

/**
 * The storefront's cart runs on every page with a cart to show (a session,
 * or an anonymous cart on this device), once the page's own remote is in
 * and the browser is idle: it tells the header its count and follows the
 * session. A new visitor's count is 0 without it; the storefront starts the
 * cart at their sign-in, and their first add loads it. On the storefront's pages it has started already (this costs
 * nothing more); elsewhere it runs the storefront's entry, off the page's
 * first paint. A storefront that fails leaves the count out, never the page.
 */
export function startStorefrontCartWhenIdle(pageLoaded: Promise<void>): void {
  void pageLoaded.then(() =>
    whenIdle(() => {
      if (!hasCartToShow()) return;
      loadExposed('storefront', './cart')
        .then((module) => (module as StorefrontCartModule).cart.start())
        .catch((error: unknown) => console.warn('The cart could not start', error));
    }),
  );
}
