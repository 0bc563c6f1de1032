// A frame, and a little more where a hidden tab has none: the longest a change waits.
const AT_MOST_MS = 100;

/**
 * Resolves once the browser has painted what the current task changed, so the
 * work after it runs in a task of its own and the press's next paint never
 * waits for it: that wait is what an interaction's latency (INP) counts
 * (docs/bench.md). At once where nothing paints (the server).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, AT_MOST_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timeout);
        resolve();
      }, 0),
    );
  });
}
