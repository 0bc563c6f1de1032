import { STORE_ID } from '../contracts/store-id';
import { httpClient } from '../http/http-client';
import { sessionStore, type StoreDetails } from './session-store';

/**
 * Fills the session's store and shopLink from the API at start (the host's, and
 * a remote's standalone page). Like every start-up step, a failure goes to the
 * console only (spec section 8).
 */
export async function loadStoreDetails(): Promise<void> {
  try {
    const { data } = await httpClient.get<StoreDetails>(`/stores/${STORE_ID}`);
    sessionStore.updateStoreDetails(data);
    sessionStore.updateShopLink(new URL(`/shop/${data.shopLink}`, location.origin).toString());
  } catch (error) {
    console.error('Could not load the store details', error);
  }
}
