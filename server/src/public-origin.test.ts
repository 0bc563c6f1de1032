import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { configuredPublicOrigin } from './apps';
import { parsePublicOrigin } from './public-origin';
import type { RenderHook } from './render-hook';
import { createStaticServer } from './static-server';
import { hostDist, listening } from './test-support';

// The stand-in APIs the tests start, stopped once the file's tests are done.
const apis: Server[] = [];
afterAll(() => apis.forEach((api) => api.close().closeAllConnections()));

describe('the public origin', () => {
  const SITE = 'https://shop.example';
  // A client may name any host; a proxy trusted with TRUST_PROXY=true may too.
  const HOSTILE = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
  };

  /** An API listing one category and two products, as the sitemap reads it. */
  async function catalogueApi() {
    const api = createServer((request, response) => {
      const { pathname } = new URL(String(request.url), 'http://api.test');
      const body =
        pathname === '/api/stores/38/categories'
          ? { items: [{ slug: 'tea' }] }
          : pathname === '/api/stores/38/product-index'
            ? { items: [{ id: 7 }, { id: 8 }], next: null }
            : null;
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? {}));
    });
    const port = await listening(api);
    apis.push(api);
    const dir = hostDist();
    writeFileSync(
      path.join(dir, 'config.json'),
      JSON.stringify({ apiBaseUrl: `http://127.0.0.1:${port}/api` }),
    );
    return dir;
  }

  /**
   * A render hook that draws a product page's canonical link and JSON-LD from
   * the origin it is given, as the host's server build does (render-page.tsx).
   */
  const productPages = (): RenderHook => ({
    remoteForPath: () => 'storefront',
    storeId: 38,
    async renderPage(url, _runtime, _visitor, origin) {
      const own = `${origin}${new URL(url, 'http://server.invalid').pathname}`;
      const jsonLd = JSON.stringify({ '@type': 'Product', offers: { url: own } });
      return {
        html: `<link rel="canonical" href="${own}"><script type="application/ld+json">${jsonLd}</script>`,
        personal: false,
        sessionRejected: false,
      };
    },
  });

  /** Every absolute URL's origin in `text`. */
  const originsIn = (text: string) =>
    new Set([...text.matchAll(/https?:\/\/[^/"<\s]+/g)].map(([url]) => new URL(url).origin));

  it('starts robots.txt, the sitemap, and a page’s canonical link and JSON-LD with it, whatever the Host', async () => {
    // Even with the proxy's X-Forwarded-Host trusted.
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'true';
    const app = await createStaticServer({
      dir: await catalogueApi(),
      render: productPages(),
      publicOrigin: SITE,
    }).finally(() => {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    });

    const robots = await app.inject({ url: '/robots.txt', headers: HOSTILE });
    assert.equal(robots.statusCode, 200);
    assert.match(robots.body, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
    assert.deepEqual(originsIn(robots.body), new Set([SITE]));

    const sitemap = await app.inject({ url: '/sitemap.xml', headers: HOSTILE });
    assert.equal(sitemap.statusCode, 200);
    assert.deepEqual(
      [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url),
      [
        `${SITE}/`,
        `${SITE}/products`,
        `${SITE}/products?category=tea`,
        `${SITE}/products/7`,
        `${SITE}/products/8`,
        `${SITE}/terms`,
        `${SITE}/privacy`,
        `${SITE}/cookies`,
      ],
    );
    assert.deepEqual(
      originsIn(sitemap.body.replace('http://www.sitemaps.org/schemas/sitemap/0.9', '')),
      new Set([SITE]),
    );
    // The same for every Host, so any cache may keep it for everyone.
    assert.equal(sitemap.headers['cache-control'], 'public, max-age=60');

    const product = await app.inject({ url: '/products/7', headers: HOSTILE });
    assert.equal(product.statusCode, 200);
    assert.match(
      product.body,
      /<link rel="canonical" href="https:\/\/shop\.example\/products\/7">/,
    );
    const [, jsonLd] =
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(product.body) ?? [];
    assert.equal(JSON.parse(String(jsonLd)).offers.url, `${SITE}/products/7`);

    for (const answer of [robots, sitemap, product]) {
      assert.doesNotMatch(answer.body, /evil\.example/);
      assert.doesNotMatch(JSON.stringify(answer.headers), /evil\.example/);
    }
  });

  it('is by default the host’s own address', () => {
    assert.equal(configuredPublicOrigin({}), 'http://localhost:8080');
    assert.equal(configuredPublicOrigin({ HOST_PORT: '9090' }), 'http://localhost:9090');
    assert.equal(configuredPublicOrigin({ PUBLIC_ORIGIN: 'https://shop.example/' }), SITE);
  });

  it('takes only a bare http(s) origin, and refuses anything else naming PUBLIC_ORIGIN', async () => {
    assert.equal(parsePublicOrigin('https://Shop.Example:443'), SITE);
    assert.equal(parsePublicOrigin('http://localhost:8080'), 'http://localhost:8080');
    for (const value of [
      '',
      'shop.example',
      'https://shop.example/shop',
      'https://shop.example/?',
      'https://shop.example/#top',
      'https://user:pass@shop.example',
      'ftp://shop.example',
      'javascript:alert(1)',
    ])
      assert.throws(
        () => parsePublicOrigin(value),
        /^Error: PUBLIC_ORIGIN must be the site's origin/,
      );
    await assert.rejects(
      createStaticServer({ dir: hostDist(), render: null, publicOrigin: 'https://shop.example/x' }),
      /PUBLIC_ORIGIN/,
    );
  });

  it('stops the server’s start with one line naming PUBLIC_ORIGIN when it is wrong', async () => {
    // The command as written, run through tsx: what pnpm build compiles it to does the same.
    const serve = path.join(__dirname, 'serve.ts');
    const started = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', serve, '--app', 'host'],
      {
        env: { ...process.env, PUBLIC_ORIGIN: 'https://shop.example/store' },
        timeout: 10_000,
      },
    );
    await assert.rejects(started, (error: { code: number; stderr: string }) => {
      assert.equal(error.code, 2);
      assert.equal(
        error.stderr,
        "PUBLIC_ORIGIN must be the site's origin, a scheme and a host with no path " +
          '(such as https://shop.example): "https://shop.example/store" is not\n',
      );
      return true;
    });
  });
});
