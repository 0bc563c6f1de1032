// The headers a served file or page carries: how long it may be kept, its
// Content-Security-Policy and the preloads that start its next requests early.
import type { RuntimeConfig } from './runtime-config';

// Build outputs named name.<8 hex>.js (or .css) never change, so browsers may
// keep them for a year, whichever of their precompressed forms is sent.
// Everything else (index.html, remoteEntry.js, mf-manifest.json, remotes.json,
// config.json) is revalidated on every load, so a redeploy shows at once.
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)(\.map)?(\.br|\.gz)?$/;
export const FOR_A_YEAR = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string) {
  return HASHED_FILE.test(filePath) ? FOR_A_YEAR : 'no-cache';
}

/** The http(s) origin of a URL given as any value, or null. */
function originOf(url: unknown): string | null {
  try {
    // Any value is read as a string; one that is no URL throws.
    const { protocol, origin } = new URL(url as string);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of an app's pages. Only what the apps need:
 * scripts from this origin and the remotes' origins; fetches to the API and the
 * remotes (manifests); images from the API, plus data: and blob: (previews of a
 * chosen picture, documents fetched as blobs); the operator's PDF view is a
 * blob: frame; stylesheets from this origin and the remotes' (each app links
 * one extracted stylesheet), and a drawn page's <style> elements by their
 * hashes, `styleSources` (no other inline style or style attribute is allowed).
 * `remotes` is the host's remotes.json, `config` its config.json (a remote has
 * no remotes.json): the deployment's runtime config, never a build-time value.
 */
export function contentSecurityPolicy(
  { remotes = {}, config = {} }: RuntimeConfig = {},
  styleSources: string[] = [],
): string {
  const remoteOrigins = Object.values(remotes ?? {}).map(originOf);
  const apiOrigin = originOf(config?.apiBaseUrl);
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remoteOrigins)}`,
    `connect-src ${list("'self'", apiOrigin, ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', apiOrigin)}`,
    `style-src ${list("'self'", ...styleSources, ...remoteOrigins)}`,
    `font-src 'self' data:`,
    `frame-src ${list("'self'", 'blob:', apiOrigin)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * The Link header of a page: preload the runtime config, remotes.json and the
 * manifest of the remote that draws this path, and open connections to that
 * remote and the API, while the browser is still fetching and running
 * main.js. Without it each waited for the scripts before it to run.
 * `crossorigin` makes the preloads match the app's fetch() calls (CORS, no
 * credentials).
 * `remoteForPath` is the host's route table (its server build's); an app
 * without one preloads no remote.
 */
export function preloadLinks(
  { remotes = {}, config = {} }: RuntimeConfig = {},
  pathname = '/',
  remoteForPath?: (pathname: string) => string,
): string {
  const links: string[] = [];
  const preloadJson = (url: string) => links.push(`<${url}>; rel=preload; as=fetch; crossorigin`);
  const preconnect = (origin: string) =>
    links.push(`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`);
  if (typeof config?.apiBaseUrl === 'string') preloadJson('/config.json');
  const manifest = remoteForPath && remotes?.[remoteForPath(pathname)];
  if (typeof manifest === 'string') {
    preloadJson('/remotes.json');
    preloadJson(manifest);
  }
  const remoteOrigin = originOf(manifest);
  if (remoteOrigin) preconnect(remoteOrigin);
  // The API's origin gets a connection for fetches, and one for pictures
  // unless config.json's imagesBaseUrl sends them from elsewhere (this origin).
  const apiOrigin = originOf(config?.apiBaseUrl);
  if (apiOrigin && apiOrigin !== remoteOrigin) {
    if (config?.imagesBaseUrl === undefined) links.push(`<${apiOrigin}>; rel=preconnect`);
    links.push(`<${apiOrigin}>; rel=preconnect; crossorigin`);
  }
  return links.join(', ');
}
