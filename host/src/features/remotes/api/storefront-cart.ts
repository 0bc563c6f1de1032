import type { StorefrontCartModule } from '@storefront/shared';
import { whenIdle } from './intent-listeners';
import { loadExposed } from './remote-loader';

/**
 * The storefront's cart runs on every page, once the page's own remote is in
 * and the browser is idle: it tells the header its count and follows the
 * session. On the storefront's pages it has started already (this costs
 * nothing more); elsewhere it runs the storefront's entry, off the page's
 * first paint. A storefront that fails leaves the count out, never the page.
 */
export function startStorefrontCartWhenIdle(pageLoaded: Promise<void>): void {
  void pageLoaded.then(() =>
    whenIdle(() => {
      loadExposed('storefront', './cart')
        .then((module) => (module as StorefrontCartModule).cart.start())
        .catch((error: unknown) => console.warn('The cart could not start', error));
    }),
  );
}
