import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticServer, robotsTxt, sitemapXml } from '@storefront/server';

// The host's static server against an API of the test's own: robots.txt and
// sitemap.xml, as a crawler reads them. No browser needed.
const ROOT = path.resolve(__dirname, '../..');

const PRODUCT_COUNT = 50;
const INDEX_PAGE_SIZE = 20;
const CATEGORIES = [{ slug: 'bakery' }, { slug: "tea&'coffee" }];

/** A catalogue API that counts its listings and can be switched off. */
async function fakeApi() {
  const state = { listings: 0, down: false };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://api.test');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (state.down) return send(503, {});
    if (url.pathname === '/api/stores/38/categories') {
      state.listings += 1;
      return send(200, { items: CATEGORIES });
    }
    if (url.pathname === '/api/stores/38/product-index') {
      // Keyset pages of INDEX_PAGE_SIZE ids, as the API's product index answers.
      const after = Number(url.searchParams.get('after') ?? 0);
      const ids = Array.from({ length: PRODUCT_COUNT }, (_, index) => index + 1);
      const items = ids
        .filter((id) => id > after)
        .slice(0, INDEX_PAGE_SIZE)
        .map((id) => ({ id }));
      const last = items.at(-1)?.id ?? PRODUCT_COUNT;
      return send(200, { items, next: last < PRODUCT_COUNT ? last : null });
    }
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { state, apiBaseUrl: `http://127.0.0.1:${port}/api`, close: () => server.close() };
}

async function hostAgainst(apiBaseUrl: string, publicOrigin = 'http://shop.example:8080') {
  const host = await createStaticServer({ dir: path.join(ROOT, 'host/dist'), publicOrigin });
  host.get('/config.json', (_request, reply) => reply.send({ apiBaseUrl }));
  return host;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

test('sitemap.xml lists home, the list, each category, each product and the legal pages', async () => {
  const api = await fakeApi();
  const host = await hostAgainst(api.apiBaseUrl);
  try {
    const response = await host.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const urls = locs(response.body);
    const site = 'http://shop.example:8080';
    expect(urls.slice(0, 4)).toEqual([
      `${site}/`,
      `${site}/products`,
      `${site}/products?category=bakery`,
      // A slug is whatever the API says: the URL encodes what it must.
      `${site}/products?category=tea%26%27coffee`,
    ]);
    // Every product, though the API's index gives them 20 at a time.
    expect(urls.filter((url) => /\/products\/\d+$/.test(url!))).toHaveLength(PRODUCT_COUNT);
    expect(urls).toContain(`${site}/products/50`);
    expect(urls.slice(-3)).toEqual([`${site}/terms`, `${site}/privacy`, `${site}/cookies`]);
  } finally {
    await host.close();
    api.close();
  }
});

test('sitemap.xml is kept for a while, and an API that fails is asked again', async () => {
  const api = await fakeApi();
  const host = await hostAgainst(api.apiBaseUrl);
  try {
    api.state.down = true;
    const failed = await host.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['retry-after']).toBe('60');

    api.state.down = false;
    const first = await host.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const listings = api.state.listings;
    const again = await host.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(again.body).toBe(first.body);
    expect(api.state.listings).toBe(listings);
  } finally {
    await host.close();
    api.close();
  }
});

test('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
  const host = await createStaticServer({
    dir: path.join(ROOT, 'host/dist'),
    publicOrigin: 'http://shop.example',
  });
  try {
    const response = await host.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /verify',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /api',
      '',
      'Sitemap: http://shop.example/sitemap.xml',
      '',
    ]);
  } finally {
    await host.close();
  }
});

test('absolute URLs never follow the request’s Host, nor a proxy’s X-Forwarded-Host', async () => {
  const hostile = {
    host: 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
  };
  for (const trustProxy of [undefined, 'true']) {
    const before = process.env.TRUST_PROXY;
    if (trustProxy) process.env.TRUST_PROXY = trustProxy;
    const host = await createStaticServer({
      dir: path.join(ROOT, 'host/dist'),
      publicOrigin: 'https://shop.example',
    }).finally(() => {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    });
    try {
      const response = await host.inject({ method: 'GET', url: '/robots.txt', headers: hostile });
      expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml');
      expect(response.body).not.toContain('evil.example');
    } finally {
      await host.close();
    }
  }
});

/** A GET to the running host (serve-all, PUBLIC_ORIGIN unset) naming another Host, as a client may. */
function getWithHost(pathname: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpGet({ host: 'localhost', port: 8080, path: pathname, headers: { host } });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

test('the composed build writes its own address, never Host: evil.example, into robots, the sitemap and a drawn product page', async ({
  request,
}) => {
  const list = await request.get('http://localhost:3000/api/stores/38/products?pageSize=1');
  const [product] = (await list.json()).items as { id: number }[];
  const site = 'http://localhost:8080';

  const robots = await getWithHost('/robots.txt', 'evil.example');
  expect(robots.body).toContain(`Sitemap: ${site}/sitemap.xml`);
  const sitemap = await getWithHost('/sitemap.xml', 'evil.example');
  expect(locs(sitemap.body)).toContain(`${site}/products/${product!.id}`);
  const page = await getWithHost(`/products/${product!.id}`, 'evil.example');
  expect(page.status).toBe(200);
  expect(page.body).toContain(`<link rel="canonical" href="${site}/products/${product!.id}">`);
  const [, jsonLd] = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)!;
  expect(JSON.parse(jsonLd!).offers[0].url).toBe(`${site}/products/${product!.id}`);

  for (const answer of [robots, sitemap, page]) expect(answer.body).not.toContain('evil.example');
});

test('the generators escape what XML must, and nothing else', () => {
  expect(sitemapXml(['https://a.example/?x=1&y=<2>"3"'])).toContain(
    '<loc>https://a.example/?x=1&amp;y=&lt;2&gt;&quot;3&quot;</loc>',
  );
  expect(robotsTxt('https://a.example')).toContain('Sitemap: https://a.example/sitemap.xml');
});
