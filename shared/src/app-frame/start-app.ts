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
 * in the background. Resolves once the API's URL is known. The cart is the
 * storefront's: it starts itself wherever its code runs.
 */
export async function startApp({ store, drawnWithSession }: StartAppOptions = {}): Promise<void> {
  startSession();
  syncSessionMirror(drawnWithSession);
  if (store) applyStoreDetails(store);
  await ensureRuntimeConfig();
  if (!store) void loadStoreDetails();
}
