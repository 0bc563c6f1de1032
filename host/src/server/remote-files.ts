// How long a remote's files are used before the server asks whether they
// changed: a remote's team deploys by replacing its folder, and pages drawn a
// second later use the new build, as the browsers that load them do.
export const REVALIDATE_AFTER_MS = 1000;
// A question asked behind a page's answer has this long; past it, the next page asks again.
const REVALIDATE_TIMEOUT_MS = 5000;

interface Cached<T> {
  etag: string | null;
  value: T | null;
  checkedAt: number;
  /** The question asked behind the answers, while it is out. */
  revalidating: Promise<void> | null;
}

/**
 * A reader of files beside a remote's manifest, each parsed once per version.
 * The first read of a file waits for it. After that, a read answers at once
 * with what is kept, and, once that is REVALIDATE_AFTER_MS old, asks again
 * behind the answer with the file's ETag: an unchanged file costs a 304 and
 * keeps its parsed value (and a server build keeps its identity, which the page
 * cache relies on), so no page waits on a remote it has already read. A deploy
 * is read by the question after it; a file that then fails is forgotten, so the
 * next read waits for it and fails as a first read does. A file the remote
 * does not have (404) reads as null; any other failure rejects.
 */
export function remoteFiles<T>(parse: (text: string, url: string) => T) {
  const cache = new Map<string, Cached<T>>();

  async function fetchFile(
    url: string,
    signal: AbortSignal,
    cached?: Cached<T>,
  ): Promise<T | null> {
    const response = await fetch(url, {
      signal,
      // Cache-Control of our own: fetch() would add no-cache to a conditional
      // request, and the server would then answer in full rather than 304.
      headers: cached?.etag ? { 'If-None-Match': cached.etag, 'Cache-Control': 'max-age=0' } : {},
    });
    if (response.status === 304 && cached) {
      cached.checkedAt = performance.now();
      return cached.value;
    }
    if (response.status !== 404 && !response.ok) {
      throw new Error(`${url} answered ${response.status}`);
    }
    const value = response.status === 404 ? null : parse(await response.text(), url);
    const etag = response.headers.get('etag');
    cache.set(url, { etag, value, checkedAt: performance.now(), revalidating: null });
    return value;
  }

  function revalidate(url: string, cached: Cached<T>) {
    cached.revalidating = fetchFile(url, AbortSignal.timeout(REVALIDATE_TIMEOUT_MS), cached).then(
      () => {
        cached.revalidating = null;
      },
      () => {
        if (cache.get(url) === cached) cache.delete(url);
      },
    );
  }

  async function read(url: string, signal: AbortSignal): Promise<T | null> {
    const cached = cache.get(url);
    if (!cached) return fetchFile(url, signal);
    if (!cached.revalidating && performance.now() - cached.checkedAt >= REVALIDATE_AFTER_MS)
      revalidate(url, cached);
    return cached.value;
  }
  /** Settles once every question asked behind an answer has come back (tests wait on it). */
  async function idle(): Promise<void> {
    await Promise.all([...cache.values()].map((cached) => cached.revalidating));
  }
  return Object.assign(read, { idle });
}
