// How long a remote's files are used before the server asks whether they
// changed: a remote's team deploys by replacing its folder, and pages drawn a
// second later use the new build, as the browsers that load them do.
export const REVALIDATE_AFTER_MS = 1000;

interface Cached<T> {
  etag: string | null;
  value: T | null;
  checkedAt: number;
}

/**
 * A reader of files beside a remote's manifest, each parsed once per version:
 * a file is asked for again only after REVALIDATE_AFTER_MS, and then with its
 * ETag, so an unchanged file costs a 304 and keeps its parsed value (and a
 * server build keeps its identity, which the page cache relies on). A file the
 * remote does not have (404) reads as null; any other failure rejects.
 */
export function remoteFiles<T>(parse: (text: string, url: string) => T) {
  const cache = new Map<string, Cached<T>>();
  return async function read(url: string, signal: AbortSignal): Promise<T | null> {
    const cached = cache.get(url);
    if (cached && performance.now() - cached.checkedAt < REVALIDATE_AFTER_MS) return cached.value;
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
    cache.set(url, { etag: response.headers.get('etag'), value, checkedAt: performance.now() });
    return value;
  };
}
