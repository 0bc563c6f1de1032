import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page the server drew is still only HTML, true once React runs
 * it (and always in a page drawn in the browser). A control that needs a
 * script stays disabled until then, so a click is never silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
