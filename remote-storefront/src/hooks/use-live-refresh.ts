import { useEffect } from 'react';

/** How often an open page reads its stock and prices again while the customer can see it. */
export const LIVE_REFRESH_MS = 30_000;

/**
 * Keeps an open page's stock and prices current: `refresh` runs when the tab
 * becomes visible again, and every `everyMs` while it stays visible. A hidden
 * tab costs the API nothing, and a refresh still on its way is not asked
 * again. A refresh that fails is dropped: the page keeps what it last showed.
 * `signal` aborts when the page goes or `refresh` changes; `refresh` must not
 * show an answer that comes after that (it may be another product's).
 */
export function useLiveRefresh(
  refresh: (signal: AbortSignal) => Promise<unknown>,
  everyMs = LIVE_REFRESH_MS,
) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let running: AbortController | null = null;

    function run() {
      if (running) return;
      const controller = new AbortController();
      running = controller;
      refresh(controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (running === controller) running = null;
        });
    }

    function follow(becameVisible: boolean) {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      // Back in view after a while away: what it shows may be long out of date.
      if (becameVisible) run();
      timer = setInterval(run, everyMs);
    }

    const onVisibility = () => follow(true);
    follow(false);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
      running?.abort();
    };
  }, [refresh, everyMs]);
}
