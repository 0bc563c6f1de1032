import { useCallback, useSyncExternalStore } from 'react';
import { usePageData } from '../page-data/page-data';
import { sessionStore, type SessionKey, type SessionState } from './session-store';

/**
 * Subscribes a component to one session value and re-renders when it changes.
 * A page drawn on the server shows the store its page data was drawn for (the
 * server draws many visitors' pages at once, so no store is kept process-wide)
 * and nothing kept on the device, which the server cannot see; React draws
 * the device's values right after hydrating.
 */
export function useSession<K extends SessionKey>(key: K): SessionState[K] {
  const pageData = usePageData();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = sessionStore.observe(key).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => sessionStore.current(key),
    () =>
      key === 'store' && pageData
        ? (pageData.store as SessionState[K])
        : sessionStore.serverSnapshot(key),
  );
}
