import { useApi, useSession } from '@storefront/shared';
import { getStore } from '../api/get-store';

/**
 * The store from the session, which the host fills at start. A shared link can
 * be the first page opened, so when the session has none yet it is read here.
 */
export function useStoreDetails() {
  const known = useSession('store');
  const shopLink = useSession('shopLink');
  const fetched = useApi(known ? null : 'store', getStore);
  const store = known ?? fetched.data ?? null;
  const link =
    shopLink ??
    (store ? new URL(`/shop/${store.shopLink}`, window.location.origin).toString() : null);
  return { store, link, failure: known ? null : fetched.failure, retry: fetched.retry };
}
