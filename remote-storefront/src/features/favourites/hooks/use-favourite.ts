import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useSession } from '@storefront/shared';
import { favouritesStore } from '../favourites-store';

/** Whether one product is a favourite of the signed-in customer, and a way to flip it. */
export function useFavourite(productId: number) {
  const auth = useSession('auth');
  const snapshot = useSyncExternalStore(
    favouritesStore.subscribe,
    favouritesStore.getSnapshot,
    favouritesStore.getServerSnapshot,
  );
  const visit = useLocation().key;

  useEffect(() => {
    if (auth) favouritesStore.ensureLoaded(visit);
  }, [auth, visit]);

  return {
    signedIn: auth,
    isFavourite: auth && snapshot.ids.has(productId),
    toggle: () => favouritesStore.toggle(productId),
  };
}
