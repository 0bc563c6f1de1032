// What the host tells search engines about the site: robots.txt, and a
// sitemap.xml of every page worth finding (home, the catalogue, each category
// and product, the legal pages), listed from the API's catalogue.

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the sitemap reads of the API's answers: a page of the store's products, and its categories. */
interface ProductPage {
  items: { id: number }[];
  total: number;
}
interface CategoryList {
  items: { slug: string }[];
}

// The visitor's own pages and the API: nothing in them for a search engine.
const PRIVATE_PATHS = ['/dashboard', '/verify', '/checkout', '/cart', '/api'];
const LEGAL_PATHS = ['/terms', '/privacy', '/cookies'];

// Kept this long: a new product is listed within a minute, and a crawler
// asking again and again costs the API one listing a minute.
const SITEMAP_TTL_MS = 60_000;
// Sitemaps kept at once, one per API (a server whose config.json changes).
const MAX_SITEMAPS = 20;
const API_TIMEOUT_MS = 5000;
// The API's largest page of products, and a sitemap's most URLs.
const PRODUCT_PAGE_SIZE = 48;
const MAX_URLS = 50_000;

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xmlText = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A sitemap (sitemaps.org 0.9) of absolute URLs. */
export function sitemapXml(urls: string[]) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<url><loc>${xmlText(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** The JSON of an API's answer, taken to be a T. */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every product of the store, a page of the API's list at a time, the first page first. */
async function allProducts(apiBaseUrl: string, storeId: number, signal?: AbortSignal) {
  const page = (number: number) =>
    getJson<ProductPage>(
      `${apiBaseUrl}/stores/${storeId}/products?page=${number}&pageSize=${PRODUCT_PAGE_SIZE}`,
      signal,
    );
  const first = await page(1);
  const pages = Math.min(Math.ceil(first.total / PRODUCT_PAGE_SIZE), MAX_URLS / PRODUCT_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)),
  );
  return [first, ...rest].flatMap((answer) => answer.items);
}

/** The paths of the site's public pages, from the API's catalogue. */
export async function sitePaths({
  apiBaseUrl,
  storeId,
  signal,
}: {
  apiBaseUrl: string;
  storeId: number;
  signal?: AbortSignal;
}): Promise<string[]> {
  const [categories, products] = await Promise.all([
    getJson<CategoryList>(`${apiBaseUrl}/stores/${storeId}/categories`, signal),
    allProducts(apiBaseUrl, storeId, signal),
  ]);
  return [
    '/',
    '/products',
    ...categories.items.map(
      (category) => `/products?category=${encodeURIComponent(category.slug)}`,
    ),
    ...products.map((product) => `/products/${encodeURIComponent(product.id)}`),
    ...LEGAL_PATHS,
  ].slice(0, MAX_URLS);
}

/** Sitemaps made in the last minute, by API; a sitemap being made is shared. */
function recentSitemaps() {
  const sitemaps = new Map<string, { xml: Promise<string>; at: number }>();
  return (key: string, make: () => Promise<string>): Promise<string> => {
    const kept = sitemaps.get(key);
    if (kept && performance.now() - kept.at < SITEMAP_TTL_MS) return kept.xml;
    const xml = make();
    sitemaps.delete(key);
    sitemaps.set(key, { xml, at: performance.now() });
    // Over the limit, the map has a first (oldest) key.
    if (sitemaps.size > MAX_SITEMAPS) sitemaps.delete(sitemaps.keys().next().value!);
    // A failure is not kept: the next request asks the API again.
    xml.catch(() => sitemaps.get(key)?.xml === xml && sitemaps.delete(key));
    return xml;
  };
}

/**
 * GET /robots.txt and GET /sitemap.xml, on the server that draws pages (the
 * host's). `apiBaseUrlOf(request)` is the deployment's API (config.json);
 * `origin` the site's public origin (PUBLIC_ORIGIN), which starts every URL
 * they give, whatever Host the request named.
 */
export function registerSiteIndex(
  app: FastifyInstance,
  {
    storeId,
    apiBaseUrlOf,
    origin,
  }: {
    storeId: number;
    apiBaseUrlOf: (request: FastifyRequest) => Promise<unknown>;
    origin: string;
  },
) {
  const sitemaps = recentSitemaps();

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const apiBaseUrl = await apiBaseUrlOf(request);
    if (typeof apiBaseUrl !== 'string') return reply.code(503).send();
    let xml: string;
    try {
      xml = await sitemaps(apiBaseUrl, async () => {
        const signal = AbortSignal.timeout(API_TIMEOUT_MS);
        const paths = await sitePaths({ apiBaseUrl, storeId, signal });
        return sitemapXml(paths.map((path) => new URL(path, origin).href));
      });
    } catch (error) {
      request.log.warn({ err: error }, 'The sitemap could not be listed from the API');
      return reply.code(503).header('Retry-After', '60').send();
    }
    reply.header('Cache-Control', `public, max-age=${SITEMAP_TTL_MS / 1000}`);
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
}
