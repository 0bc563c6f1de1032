import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * React 19.2's useEffectEvent, for React 18 (the shop's React: see
 * docs/performance.md): a function an effect calls that always runs the
 * latest `handler`, so the effect need not restart when the handler changes.
 * The handler is swapped in an insertion effect, before any effect of the
 * same commit runs. Like React's, it is for effects only, not for rendering.
 * The name is React's, so the hooks lint rule treats it as React's.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
