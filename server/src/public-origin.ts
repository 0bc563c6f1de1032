// The site's one public origin (PUBLIC_ORIGIN): every absolute URL the host's
// server writes (robots.txt, the sitemap, a page's canonical link and
// structured data) starts with it. A request's Host is never written back: a
// client may send any Host, and a cache would keep what it made.

/**
 * `value` as an origin (`https://shop.example`, `http://localhost:8080`; a
 * trailing slash is dropped). Throws, naming PUBLIC_ORIGIN, for anything else:
 * another scheme, a path, a query, a fragment or credentials.
 */
export function parsePublicOrigin(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below, with what a valid value looks like.
  }
  const bare =
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    // The URL parser drops an empty "?" or "#"; the text must not have them.
    /^[^?#]*$/.test(value);
  if (!url || !bare)
    throw new Error(
      `PUBLIC_ORIGIN must be the site's origin, a scheme and a host with no path ` +
        `(such as https://shop.example): ${JSON.stringify(value)} is not`,
    );
  return url.origin;
}
