import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Remote manifests fetched ahead of a visit, as their text, by absolute URL.
const manifests = new Map<string, string>();

const absolute = (url: string) => new URL(url, location.href).href;

/** Keeps a remote's manifest, fetched ahead of a visit, for the federation runtime to use once. */
export function keepPrefetchedManifest(url: string, text: string): void {
  manifests.set(absolute(url), text);
}

/**
 * Answers the federation runtime's request for a manifest fetched when the
 * page was idle, instead of asking the server again: the first move into a
 * remote waited ~45 ms at 4× CPU for that answer. Each is used once, so a
 * retry after a failure asks the server; a remote redeployed in between is
 * caught by the reload on missing chunks.
 */
export function prefetchedManifests(): ModuleFederationRuntimePlugin {
  return {
    name: 'prefetched-manifests',
    fetch(url) {
      const key = absolute(url);
      const text = manifests.get(key);
      if (text === undefined) return;
      manifests.delete(key);
      return Promise.resolve(
        new Response(text, { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}
