// What the host tells search engines about the site: robots.txt, and a
// sitemap.xml of every page worth finding (home, the catalogue, each category
// and product, the legal pages), listed from the API's catalogue.

import { Readable } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the sitemap reads of the API's answers: a page of the product index, and the categories. */
interface ProductIndexPage {
  items: { id: number }[];
  next: number | null;
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
// For all of a sitemap's reads of the API together.
const API_TIMEOUT_MS = 5000;
// A sitemap's most URLs (sitemaps.org).
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

const SITEMAP_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const SITEMAP_TAIL = '</urlset>\n';
const urlEntries = (urls: string[]) =>
  urls.map((url) => `<url><loc>${xmlText(url)}</loc></url>\n`).join('');

/** A sitemap (sitemaps.org 0.9) of absolute URLs. */
export function sitemapXml(urls: string[]) {
  return SITEMAP_HEAD + urlEntries(urls) + SITEMAP_TAIL;
}

/** The JSON of an API's answer, taken to be a T. */
async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The ids of the store's listed products, a page of the API's product index
 * at a time (a few thousand ids, keyset-paged by id): each page is asked for
 * only once the one before has come, and none once the reader stops.
 */
async function* productIdPages(apiBaseUrl: string, storeId: number, signal?: AbortSignal) {
  let after: number | null = null;
  do {
    const query: string = after === null ? '' : `?after=${after}`;
    const page: ProductIndexPage = await getJson<ProductIndexPage>(
      `${apiBaseUrl}/stores/${storeId}/product-index${query}`,
      signal,
    );
    yield page.items.map((item) => item.id);
    after = page.next;
  } while (after !== null);
}

/**
 * The paths of the site's public pages, from the API's catalogue, a batch at a
 * time: home and the list, each category's list, then each page of products
 * as the API gives it, then the legal pages; the first MAX_URLS of them. The
 * first batch waits for the first page of products, so an API that cannot
 * list them fails before anything is sent.
 */
export async function* sitePaths({
  apiBaseUrl,
  storeId,
  signal,
}: {
  apiBaseUrl: string;
  storeId: number;
  signal?: AbortSignal;
}): AsyncGenerator<string[]> {
  let room = MAX_URLS;
  const take = (paths: string[]) => {
    const taken = paths.slice(0, room);
    room -= taken.length;
    return taken;
  };
  const productPaths = (ids: number[]) =>
    take(ids.map((id) => `/products/${encodeURIComponent(id)}`));

  const products = productIdPages(apiBaseUrl, storeId, signal);
  const first = await products.next();
  // Asked for once the first page is in, so the first bytes never wait for
  // them: they are counted per category, the slower read, and the two asked
  // at once slow each other. Handled where awaited; this only stops a failure
  // that comes while the first part is being sent from counting as unhandled.
  const categories = getJson<CategoryList>(`${apiBaseUrl}/stores/${storeId}/categories`, signal);
  categories.catch(() => {});
  yield take(['/', '/products']);
  yield take(
    (await categories).items.map(
      (category) => `/products?category=${encodeURIComponent(category.slug)}`,
    ),
  );
  for (let page = first; !page.done; page = await products.next()) {
    yield productPaths(page.value);
    // A full sitemap asks the API for no more.
    if (room === 0) break;
  }
  yield take(LEGAL_PATHS);
}

/**
 * A sitemap as it is written, part by part, for every request that reads it
 * meanwhile or later: each reader gets the parts written so far at once,
 * then each new one as it comes. Written whether or not anyone reads it, so a
 * crawler that leaves does not waste what was read for it.
 */
class SitemapText {
  private readonly parts: string[] = [];
  private ending: { failed: false } | { failed: true; error: unknown } | undefined;
  private waiting: (() => void)[] = [];
  /** Settles when the writing ends: rejected when it failed. */
  readonly written: Promise<void>;

  constructor(source: AsyncIterable<string>) {
    this.written = this.write(source);
  }

  private async write(source: AsyncIterable<string>) {
    try {
      for await (const part of source) {
        this.parts.push(part);
        this.wake();
      }
      this.ending = { failed: false };
    } catch (error) {
      this.ending = { failed: true, error };
      throw error;
    } finally {
      this.wake();
    }
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach((resume) => resume());
  }

  /** Every part, written or still to come; throws the writing's failure after the parts before it. */
  async *read(): AsyncGenerator<string> {
    for (let next = 0; ; next += 1) {
      while (next === this.parts.length && !this.ending)
        await new Promise<void>((resume) => this.waiting.push(resume));
      if (next < this.parts.length) yield this.parts[next]!;
      else if (this.ending!.failed) throw this.ending!.error;
      else return;
    }
  }
}

/** Sitemaps begun in the last minute, by API: one being written is shared, one written is sent again. */
function recentSitemaps() {
  const sitemaps = new Map<string, { text: SitemapText; at: number }>();
  return (key: string, write: () => AsyncIterable<string>): SitemapText => {
    const kept = sitemaps.get(key);
    if (kept && performance.now() - kept.at < SITEMAP_TTL_MS) return kept.text;
    const text = new SitemapText(write());
    sitemaps.delete(key);
    sitemaps.set(key, { text, at: performance.now() });
    // Over the limit, the map has a first (oldest) key.
    if (sitemaps.size > MAX_SITEMAPS) sitemaps.delete(sitemaps.keys().next().value!);
    // A failure is not kept: the next request asks the API again.
    text.written.catch(() => sitemaps.get(key)?.text === text && sitemaps.delete(key));
    return text;
  };
}

/** The sitemap's XML for the paths, a part for each batch of them. */
async function* sitemapParts(paths: AsyncIterable<string[]>, origin: string) {
  let head = SITEMAP_HEAD;
  for await (const batch of paths) {
    yield head + urlEntries(batch.map((path) => new URL(path, origin).href));
    head = '';
  }
  yield SITEMAP_TAIL;
}

/** The part already read from `parts` (if there was one), then the rest of them. */
async function* startingWith(first: IteratorResult<string>, parts: AsyncGenerator<string>) {
  if (first.done) return;
  yield first.value;
  yield* parts;
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

  // Compressed (as crawlers ask), each part is flushed as it is written:
  // otherwise gzip and brotli hold the stream back until the end.
  const compress = {
    encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH },
  };

  app.get('/sitemap.xml', { compress }, async (request, reply) => {
    const apiBaseUrl = await apiBaseUrlOf(request);
    if (typeof apiBaseUrl !== 'string') return reply.code(503).send();
    const sitemap = sitemaps(apiBaseUrl, () => {
      const signal = AbortSignal.timeout(API_TIMEOUT_MS);
      return sitemapParts(sitePaths({ apiBaseUrl, storeId, signal }), origin);
    });
    // The first part waits for the API's first page of products, or is there
    // already in a sitemap written before; until it comes, a failure is
    // answered as one.
    const parts = sitemap.read();
    let first: IteratorResult<string>;
    try {
      first = await parts.next();
    } catch (error) {
      request.log.warn({ err: error }, 'The sitemap could not be listed from the API');
      return reply.code(503).header('Retry-After', '60').send();
    }
    // Then each part is sent as it is written (a sitemap written before: from
    // memory, part by part, so a compressed one starts at once too). A failure
    // past this point ends the response without its last chunk (Fastify
    // destroys the socket when a stream it sends fails), so a crawler sees a
    // broken answer, never a shorter sitemap that looks whole.
    reply.header('Cache-Control', `public, max-age=${SITEMAP_TTL_MS / 1000}`);
    return reply
      .type('application/xml; charset=utf-8')
      .send(Readable.from(startingWith(first, parts), { objectMode: false }));
  });
}
