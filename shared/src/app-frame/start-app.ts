import { cartService } from '../cart/cart-service';
import { ensureRuntimeConfig } from '../runtime-config/runtime-config';
import { startSession } from '../session/app-start';
import { syncSessionMirror } from '../session/session-mirror';
import { applyStoreDetails, loadStoreDetails } from '../session/load-store-details';
import type { StoreDetails } from '../session/session-store';

export interface StartAppOptions {
  /** The store a server-rendered page was drawn for: no need to ask the API again. */
  store?: StoreDetails | null;
  /** Whether the server drew the page with the session's cookie; undefined for a page drawn in the browser. */
  drawnWithSession?: boolean;
}

/**
 * What every page does at start, the host's and each remote's standalone one:
 * the session defaults (docs/session.md), the runtime config, then the store
 * and the cart in the background. Resolves once the API's URL is known.
 */
export async function startApp({ store, drawnWithSession }: StartAppOptions = {}): Promise<void> {
  startSession();
  syncSessionMirror(drawnWithSession);
  if (store) applyStoreDetails(store);
  await ensureRuntimeConfig();
  void (store ? Promise.resolve() : loadStoreDetails())
    // The header's cart count comes from the server for a signed-in customer.
    .then(() => cartService.refresh())
    .catch((error: unknown) => console.error('Could not load the cart', error));
}
