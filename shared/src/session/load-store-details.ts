import { STORE_ID } from '../contracts/store-id';
import { httpClient } from '../http/http-client';
import { sessionStore, type StoreDetails } from './session-store';

/** Puts the store, and the shop link made from it, in the session. */
export function applyStoreDetails(store: StoreDetails): void {
  sessionStore.updateStoreDetails(store);
  sessionStore.updateShopLink(new URL(`/shop/${store.shopLink}`, location.origin).toString());
}

/**
 * Fills the session's store and shopLink from the API at start (the host's, and
 * a remote's standalone page). Like every start-up step, a failure goes to the
 * console only (docs/session.md).
 */
export async function loadStoreDetails(): Promise<void> {
  try {
    const { data } = await httpClient.get<StoreDetails>(`/stores/${STORE_ID}`);
    applyStoreDetails(data);
  } catch (error) {
    console.error('Could not load the store details', error);
  }
}
