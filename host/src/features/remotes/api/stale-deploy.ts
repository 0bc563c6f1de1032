/**
 * A remote redeployed while a page is open deletes the chunks that page's copy
 * of the remote still asks for, so they answer 404. A reload fetches the new
 * manifest and entry (both no-cache), which name the new chunks. One reload
 * only: the key in sessionStorage stops a loop when the remote stays broken.
 */
export const STALE_RELOAD_KEY = 'host-stale-remote-reload';

/** Within this long of the last reload, a chunk error is shown, not reloaded again. */
export const STALE_RELOAD_WINDOW_MS = 60_000;

/** webpack's ChunkLoadError, from the remote's own runtime, or a script of it that failed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/**
 * Reloads the page once if `error` says a remote's chunks are gone; answers
 * whether it did, so the caller keeps showing "loading" rather than an error.
 */
export function reloadOnceForStaleChunks(error: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = deps.storage ?? sessionStorage;
  const now = (deps.now ?? Date.now)();
  try {
    const last = Number(storage.getItem(STALE_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < STALE_RELOAD_WINDOW_MS) return false;
    storage.setItem(STALE_RELOAD_KEY, String(now));
  } catch {
    // No sessionStorage, no guard: never reload then.
    return false;
  }
  (deps.reload ?? (() => location.reload()))();
  return true;
}
