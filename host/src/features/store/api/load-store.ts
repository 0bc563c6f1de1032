import { httpClient, sessionStore, STORE_ID, type StoreDetails } from '@storefront/shared';

/**
 * Fills the session's store and shopLink from the API at start. Like every
 * start-up step, a failure goes to the console only (spec section 8).
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
