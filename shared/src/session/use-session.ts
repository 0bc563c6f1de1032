import { useCallback, useSyncExternalStore } from 'react';
import { sessionStore, type SessionKey, type SessionState } from './session-store';

/** Subscribes a component to one session value and re-renders when it changes. */
export function useSession<K extends SessionKey>(key: K): SessionState[K] {
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
    () => sessionStore.serverSnapshot(key),
  );
}
