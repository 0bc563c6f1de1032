import { cartService } from '../cart/cart-service';
import { ensureRuntimeConfig } from '../runtime-config/runtime-config';
import { startSession } from '../session/app-start';
import { loadStoreDetails } from '../session/load-store-details';

/**
 * What every page does at start, the host's and each remote's standalone one:
 * the spec's session defaults, the runtime config, then the store and the cart
 * in the background. Resolves once the API's URL is known.
 */
export async function startApp(): Promise<void> {
  startSession();
  await ensureRuntimeConfig();
  void loadStoreDetails()
    // The header's cart count comes from the server for a signed-in customer.
    .then(() => cartService.refresh())
    .catch((error: unknown) => console.error('Could not load the cart', error));
}
