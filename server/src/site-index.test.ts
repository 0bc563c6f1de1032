import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from './static-server';
import { hostDist, listening, renderHook } from './test-support';

// sitemap.xml against a real local API of the test's own, read over real HTTP
// as a crawler reads it: streamed as the API's product index comes in.

const SITE = 'https://shop.example';
const CATEGORIES = [{ slug: 'bakery' }, { slug: 'tea' }];

/** What the fake API answers: a page of its product index (numbered from 1), or its categories. */
type Answer = number | 'categories';

/** An answer the fake API holds back until the test lets it go. */
interface Held {
  page: Answer;
  release: () => void;
}

/**
 * A catalogue API: categories, and a product index of `ids` in keyset pages
 * of `pageSize`. `hold` answers wait for the test; `fail` answers are 500s.
 */
async function fakeApi({
  ids,
  pageSize,
  hold = [],
  fail = [],
}: {
  ids: number[];
  pageSize: number;
  hold?: Answer[];
  fail?: Answer[];
}) {
  const state = {
    /** Each request's path and query, in the order they came. */
    asked: [] as string[],
    /** The index pages asked for, by number from 1. */
    pagesAsked: [] as number[],
    /** The most index pages asked for at once. */
    mostAtOnce: 0,
    held: [] as Held[],
    fail: new Set(fail),
    hold: new Set(hold),
  };
  let atOnce = 0;
  /** Holds the answer while the test says so; true when it must fail. */
  async function heldOrFailed(page: Answer) {
    if (state.hold.has(page))
      await new Promise<void>((release) => state.held.push({ page, release }));
    return state.fail.has(page);
  }
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://api.test');
    state.asked.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const failure = { error: { code: 'INTERNAL' } };
    if (url.pathname === '/api/stores/38/categories')
      return (await heldOrFailed('categories'))
        ? send(500, failure)
        : send(200, { items: CATEGORIES });
    if (url.pathname !== '/api/stores/38/product-index') return send(404, {});
    const after = Number(url.searchParams.get('after') ?? 0);
    const start = ids.findIndex((id) => id > after);
    const page = start === -1 ? Math.ceil(ids.length / pageSize) + 1 : start / pageSize + 1;
    state.pagesAsked.push(page);
    atOnce += 1;
    state.mostAtOnce = Math.max(state.mostAtOnce, atOnce);
    const fails = await heldOrFailed(page);
    atOnce -= 1;
    if (fails) return send(500, failure);
    const items = start === -1 ? [] : ids.slice(start, start + pageSize).map((id) => ({ id }));
    const more = start !== -1 && start + pageSize < ids.length;
    return send(200, { items, next: more ? items.at(-1)!.id : null });
  });
  const port = await listening(server);
  return {
    state,
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    /** The held answer, once its request has come. */
    async heldPage(page: Answer) {
      for (let tries = 0; tries < 200; tries += 1) {
        const held = state.held.find((h) => h.page === page);
        if (held) return held;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`page ${page} was never asked for`);
    },
    close: () => {
      state.held.forEach((held) => held.release());
      server.close();
      server.closeAllConnections();
    },
  };
}

/** The host's server against the API, listening on a port of its own. */
async function hostAgainst(apiBaseUrl: string) {
  const dir = hostDist();
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBaseUrl }));
  const host = await createStaticServer({ dir, render: renderHook({}), publicOrigin: SITE });
  await host.listen({ port: 0, host: '127.0.0.1' });
  return host;
}

/**
 * GET /sitemap.xml over HTTP (asking for `encoding`, and decoding it): the
 * response, its first chunk, and all of it once it closes.
 */
async function getSitemap(host: FastifyInstance, encoding?: 'gzip' | 'br') {
  const { port } = host.server.address() as AddressInfo;
  const headers = encoding ? { 'accept-encoding': encoding } : {};
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet({ host: '127.0.0.1', port, path: '/sitemap.xml', headers }, resolve).on(
      'error',
      reject,
    ),
  );
  const contentEncoding = response.headers['content-encoding'];
  const body: Readable =
    contentEncoding === 'gzip'
      ? response.pipe(createGunzip())
      : contentEncoding === 'br'
        ? response.pipe(createBrotliDecompress())
        : response;
  body.setEncoding('utf8');
  const chunks: string[] = [];
  const firstChunk = new Promise<string>((resolve) => body.once('data', resolve));
  body.on('data', (chunk: string) => chunks.push(chunk));
  // A response cut short is an error on the client's side: expected here, and recorded.
  response.on('error', () => {});
  body.on('error', () => {});
  const whole = new Promise<{ text: string; complete: boolean }>((resolve) =>
    body.on('close', () => resolve({ text: chunks.join(''), complete: response.complete })),
  );
  return { response, firstChunk, whole };
}

/** `promise`, or a failure saying what did not happen within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string) {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(what)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url!);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const FIXED = [
  `${SITE}/`,
  `${SITE}/products`,
  `${SITE}/products?category=bakery`,
  `${SITE}/products?category=tea`,
];
const LEGAL = [`${SITE}/terms`, `${SITE}/privacy`, `${SITE}/cookies`];
const productUrls = (ids: number[]) => ids.map((id) => `${SITE}/products/${id}`);

describe('sitemap.xml, streamed from the API’s product index', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function setUp(api: Parameters<typeof fakeApi>[0]) {
    const fake = await fakeApi(api);
    cleanups.push(fake.close);
    const host = await hostAgainst(fake.apiBaseUrl);
    cleanups.push(() => host.close());
    return { fake, host };
  }

  it('sends its first bytes before the categories come, and before the last page of products is even asked for', async () => {
    const ids = range(1, 30);
    const { fake, host } = await setUp({ ids, pageSize: 10, hold: ['categories', 2] });

    const sitemap = await getSitemap(host);
    assert.equal(sitemap.response.statusCode, 200);
    assert.equal(sitemap.response.headers['content-type'], 'application/xml; charset=utf-8');
    // The categories are held: a server that waited for the whole list would send nothing.
    const first = await within(
      sitemap.firstChunk,
      2000,
      'nothing was sent while the API held back',
    );
    assert.match(first, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    assert.deepEqual(locs(first), FIXED.slice(0, 2));
    assert.deepEqual(fake.state.pagesAsked, [1]);

    // Then page 1 follows the categories, and page 2 is asked for only after it.
    (await fake.heldPage('categories')).release();
    const held = await fake.heldPage(2);
    assert.deepEqual(fake.state.pagesAsked, [1, 2]);
    held.release();
    const { text, complete } = await sitemap.whole;
    assert.ok(complete);
    assert.deepEqual(locs(text), [...FIXED, ...productUrls(ids), ...LEGAL]);
    assert.ok(text.endsWith('</urlset>\n'));
    // One page at a time, each after the one before.
    assert.deepEqual(fake.state.pagesAsked, [1, 2, 3]);
    assert.equal(fake.state.mostAtOnce, 1);
  });

  it.each(['gzip', 'br'] as const)(
    'streams compressed (%s) too: each part is flushed as it is written',
    async (encoding) => {
      const ids = range(1, 30);
      const { fake, host } = await setUp({ ids, pageSize: 10, hold: ['categories'] });
      const sitemap = await getSitemap(host, encoding);
      assert.equal(sitemap.response.headers['content-encoding'], encoding);
      const first = await within(sitemap.firstChunk, 2000, 'nothing came while the API held back');
      assert.deepEqual(locs(first), FIXED.slice(0, 2));
      (await fake.heldPage('categories')).release();
      const { text, complete } = await sitemap.whole;
      assert.ok(complete);
      assert.deepEqual(locs(text), [...FIXED, ...productUrls(ids), ...LEGAL]);
    },
  );

  it.each([
    ['page 2 of the products fails', 2, [...FIXED, ...productUrls(range(1, 10))]],
    ['the categories fail', 'categories', FIXED.slice(0, 2)],
  ] as const)(
    'ends the response broken, not as a shorter sitemap, when %s; and keeps nothing of it',
    async (_, failing, sent) => {
      const ids = range(1, 30);
      const { fake, host } = await setUp({ ids, pageSize: 10, fail: [failing] });

      const broken = await getSitemap(host);
      assert.equal(broken.response.statusCode, 200);
      const { text, complete } = await broken.whole;
      assert.equal(complete, false);
      assert.ok(!text.includes('</urlset>'), 'a failed sitemap must not close its urlset');
      assert.deepEqual(locs(text), sent);

      // Asked again, the API is asked again, and this time it answers.
      fake.state.fail.clear();
      const asked = fake.state.asked.length;
      const again = await getSitemap(host);
      const whole = await again.whole;
      assert.ok(whole.complete);
      assert.deepEqual(locs(whole.text), [...FIXED, ...productUrls(ids), ...LEGAL]);
      assert.ok(fake.state.asked.length > asked);
    },
  );

  it('answers 503, and keeps nothing, when the API fails before anything is sent', async () => {
    const { fake, host } = await setUp({ ids: range(1, 5), pageSize: 10, fail: [1] });
    const failed = await getSitemap(host);
    assert.equal(failed.response.statusCode, 503);
    assert.equal(failed.response.headers['retry-after'], '60');
    assert.equal((await failed.whole).text, '');

    fake.state.fail.clear();
    const again = await getSitemap(host);
    assert.equal(again.response.statusCode, 200);
    assert.deepEqual(locs((await again.whole).text), [
      ...FIXED,
      ...productUrls(range(1, 5)),
      ...LEGAL,
    ]);
  });

  it('holds at most 50,000 URLs, and asks for no page past them', async () => {
    const ids = range(1, 60_000);
    const { fake, host } = await setUp({ ids, pageSize: 5000 });
    const { text, complete } = await (await getSitemap(host)).whole;
    assert.ok(complete);
    const urls = locs(text);
    assert.equal(urls.length, 50_000);
    // The fixed paths first, then products up to the cap: no room is left for the legal pages.
    assert.deepEqual(urls.slice(0, 4), FIXED);
    assert.equal(urls.at(-1), `${SITE}/products/49996`);
    assert.ok(text.endsWith('</urlset>\n'));
    assert.deepEqual(fake.state.pagesAsked, range(1, 10));
  });

  it('shares one being written with a second crawler, and sends a written one again without the API', async () => {
    const ids = range(1, 30);
    const { fake, host } = await setUp({ ids, pageSize: 10, hold: [2] });

    const first = await getSitemap(host);
    await within(first.firstChunk, 2000, 'nothing was sent while page 2 was held');
    const second = await getSitemap(host);
    // The second gets what is written so far, though page 2 is still held.
    await within(second.firstChunk, 2000, 'the second crawler got nothing of what was written');
    (await fake.heldPage(2)).release();
    const [one, two] = await Promise.all([first.whole, second.whole]);
    assert.ok(one.complete && two.complete);
    assert.equal(two.text, one.text);
    assert.equal(fake.state.asked.filter((url) => url.includes('categories')).length, 1);

    const asked = fake.state.asked.length;
    const third = await getSitemap(host);
    assert.equal((await third.whole).text, one.text);
    assert.equal(fake.state.asked.length, asked);
  });
});
