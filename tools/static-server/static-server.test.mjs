import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { parsePublicOrigin } from './public-origin.mjs';
import {
  APPS,
  cacheControlFor,
  configuredPublicOrigin,
  contentSecurityPolicy,
  createStaticServer,
  portOf,
  preloadLinks,
} from './static-server.mjs';

/**
 * @import { AddressInfo } from 'node:net'
 * @import { DrawnPage, RenderHook } from './static-server.mjs'
 */

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const REMOTES = { storefront: 'http://localhost:8081/mf-manifest.json' };
const CONFIG = { apiBaseUrl: 'http://localhost:3000/api' };

/** A host's dist folder: its page, a hashed script with its brotli twin, and runtime config. */
function hostDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js'), 'console.log("main")');
  writeFileSync(path.join(dir, 'main.1a2b3c4d.js.br'), brotliCompressSync('console.log("main")'));
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES));
  writeFileSync(path.join(dir, 'config.json'), JSON.stringify(CONFIG));
  return dir;
}

/**
 * A render hook as the host's server build gives it, drawing what `pages` says.
 * @param {Record<string, DrawnPage>} pages
 * @returns {RenderHook & { asked: object[] }}
 */
function renderHook(pages) {
  /** @type {object[]} */
  const asked = [];
  return {
    asked,
    remoteForPath: (pathname) => (pathname.startsWith('/dashboard') ? 'dashboard' : 'storefront'),
    storeId: 38,
    async renderPage(url, runtime, visitor, origin) {
      asked.push({ url, runtime, visitor, origin });
      return pages[url.split('?')[0]] ?? null;
    },
  };
}

describe('portOf', () => {
  it('serves the host and every remote on its own port, each moved by its variable', () => {
    assert.deepEqual(
      Object.keys(APPS).map((app) => [app, portOf(app, {})]),
      [
        ['host', 8080],
        ['remote-storefront', 8081],
        ['remote-verify', 8082],
        ['remote-dashboard', 8083],
        ['remote-operator', 8084],
      ],
    );
    assert.equal(portOf('remote-operator', { OPERATOR_PORT: '9084' }), 9084);
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed files a year and revalidates everything else', () => {
    assert.equal(cacheControlFor('/d/main.1a2b3c4d.js.br'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('/d/styles.1a2b3c4d.css'), 'public, max-age=31536000, immutable');
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']) {
      assert.equal(cacheControlFor(`/d/${file}`), 'no-cache');
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('lets in scripts from the remotes and fetches to the API, and nothing inline', () => {
    const policy = contentSecurityPolicy({ remotes: REMOTES, config: CONFIG });
    assert.match(policy, /script-src 'self' http:\/\/localhost:8081;/);
    assert.match(policy, /connect-src 'self' http:\/\/localhost:3000 http:\/\/localhost:8081;/);
    assert.doesNotMatch(policy, /unsafe-inline/);
  });

  it('leaves out a URL that is not http(s)', () => {
    const policy = contentSecurityPolicy({ remotes: { x: 'javascript:alert(1)' }, config: {} });
    assert.match(policy, /script-src 'self';/);
  });
});

describe('preloadLinks', () => {
  it('preloads the runtime config and the manifest of the remote that draws the path', () => {
    const links = preloadLinks(
      { remotes: REMOTES, config: CONFIG },
      '/products',
      () => 'storefront',
    );
    assert.equal(
      links,
      [
        '</config.json>; rel=preload; as=fetch; crossorigin',
        '</remotes.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:8081/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '<http://localhost:8081>; rel=preconnect',
        '<http://localhost:8081>; rel=preconnect; crossorigin',
        '<http://localhost:3000>; rel=preconnect',
        '<http://localhost:3000>; rel=preconnect; crossorigin',
      ].join(', '),
    );
  });

  it('preloads no remote for an app without a route table', () => {
    assert.doesNotMatch(preloadLinks({ remotes: REMOTES, config: CONFIG }, '/'), /mf-manifest/);
  });
});

describe('createStaticServer', () => {
  const dir = hostDist();

  it('sends a drawn page with the policy, the preloads and the visitor’s details to the hook', async () => {
    const hook = renderHook({
      '/': { html: '<p>drawn</p>', personal: false, sessionRejected: false },
    });
    const app = await createStaticServer({
      dir,
      render: hook,
      publicOrigin: 'https://shop.example',
    });
    const page = await app.inject({
      url: '/?from=ad',
      headers: { cookie: 'session=tok; cart=7x2' },
    });
    assert.equal(page.statusCode, 200);
    assert.equal(page.body, '<p>drawn</p>');
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(
      /** @type {string} */ (page.headers['content-security-policy']),
      /default-src 'self'/,
    );
    assert.match(/** @type {string} */ (page.headers.link), /mf-manifest\.json>; rel=preload/);
    assert.deepEqual(hook.asked, [
      {
        url: '/?from=ad',
        runtime: { remotes: REMOTES, config: CONFIG },
        visitor: { session: 'tok', cart: '7x2' },
        origin: 'https://shop.example',
      },
    ]);
  });

  it('marks a page drawn from the visitor’s cookies private, and clears a refused session', async () => {
    const hook = renderHook({
      '/cart': { html: '<p>yours</p>', personal: true, sessionRejected: true },
    });
    const app = await createStaticServer({ dir, render: hook });
    const page = await app.inject({ url: '/cart', headers: { cookie: 'session=old' } });
    assert.equal(page.headers['cache-control'], 'private, no-store');
    assert.match(String(page.headers['set-cookie']), /^session=;/);
  });

  it('sends index.html for a page the hook leaves to the browser, and for any deep link without one', async () => {
    const drawing = await createStaticServer({ dir, render: renderHook({}) });
    assert.equal((await drawing.inject({ url: '/checkout' })).body, INDEX_HTML);
    const plain = await createStaticServer({ dir, render: null });
    const deepLink = await plain.inject({ url: '/dashboard/order-history' });
    assert.equal(deepLink.body, INDEX_HTML);
    assert.match(/** @type {string} */ (deepLink.headers['content-security-policy']), /script-src/);
  });

  it('sends an address that moved on for good, with its query, before drawing anything', async () => {
    const hook = {
      ...renderHook({}),
      movedPath: (/** @type {string} */ url) =>
        url.startsWith('/old/') ? url.replace('/old/', '/new/') : null,
    };
    const app = await createStaticServer({ dir, render: hook });
    const moved = await app.inject({ url: '/old/orders/5f0c?status=placed' });
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, '/new/orders/5f0c?status=placed');
    assert.deepEqual(hook.asked, []);
    assert.equal((await app.inject({ url: '/new/orders' })).body, INDEX_HTML);
  });

  it('serves a hashed file precompressed and cached for a year, and a missing file as 404', async () => {
    const app = await createStaticServer({ dir, render: null });
    const script = await app.inject({
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(script.headers['content-encoding'], 'br');
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(script.headers['content-security-policy'], undefined);
    const missing = await app.inject({ url: '/missing.js' });
    assert.equal(missing.statusCode, 404);
  });

  it('keeps the session’s cookie only with a render hook, once the API accepts the token', async () => {
    const api = createServer((request, response) =>
      response.writeHead(request.headers.authkey === 'good' ? 200 : 401).end('{}'),
    );
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    );
    after(() => api.close());
    const apiDir = hostDist();
    writeFileSync(
      path.join(apiDir, 'config.json'),
      JSON.stringify({
        apiBaseUrl: `http://127.0.0.1:${/** @type {AddressInfo} */ (api.address()).port}/api`,
      }),
    );
    const app = await createStaticServer({ dir: apiDir, render: renderHook({}) });
    const kept = await app.inject({
      method: 'POST',
      url: '/session',
      headers: { authkey: 'good' },
    });
    assert.equal(kept.statusCode, 204);
    assert.match(String(kept.headers['set-cookie']), /^session=good;.*HttpOnly/);
    const refused = await app.inject({
      method: 'POST',
      url: '/session',
      headers: { authkey: 'bad' },
    });
    assert.equal(refused.statusCode, 401);
    const plain = await createStaticServer({ dir: apiDir, render: null });
    assert.equal((await plain.inject({ method: 'POST', url: '/session' })).statusCode, 404);
  });
});

describe('a canary in remotes.json', () => {
  const LIVE = 'http://localhost:8081/releases/aaaaaaaaaaaa/mf-manifest.json';
  const CANARY = 'http://localhost:8081/releases/bbbbbbbbbbbb/mf-manifest.json';
  /** A host's dist whose remotes.json sends `percent` % of browsers to the canary. */
  function hostWithCanary(percent = 10) {
    const dir = hostDist();
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({
        storefront: LIVE,
        verify: 'http://localhost:8082/mf-manifest.json',
        dashboard: 'http://localhost:8083/mf-manifest.json',
        operator: 'http://localhost:8084/mf-manifest.json',
        canary: { storefront: { manifest: CANARY, percent } },
      }),
    );
    return dir;
  }
  /** @param {import('fastify').LightMyRequestResponse} response */
  const setCookie = (response) => String(response.headers['set-cookie'] ?? '');

  it('answers remotes.json resolved for the browser’s bucket, the same every time', async () => {
    const app = await createStaticServer({ dir: hostWithCanary(10), render: null });
    for (const [bucket, storefront] of [
      [9, CANARY],
      [10, LIVE],
      [99, LIVE],
      [0, CANARY],
    ]) {
      for (let asked = 0; asked < 3; asked += 1) {
        const answer = await app.inject({
          url: '/remotes.json',
          cookies: { 'mf-bucket': `${bucket}` },
        });
        assert.equal(answer.statusCode, 200);
        assert.deepEqual(answer.json(), {
          storefront,
          verify: 'http://localhost:8082/mf-manifest.json',
          dashboard: 'http://localhost:8083/mf-manifest.json',
          operator: 'http://localhost:8084/mf-manifest.json',
        });
        assert.equal(answer.headers['cache-control'], 'private, no-cache');
        assert.match(String(answer.headers.vary), /Cookie/);
        // A browser that has its bucket keeps it.
        assert.equal(setCookie(answer), '');
      }
    }
  });

  it('gives a browser without a bucket one, readable by script, for a year', async () => {
    const app = await createStaticServer({ dir: hostWithCanary(10), render: null });
    for (const cookie of [undefined, 'mf-bucket=abc', 'mf-bucket=100']) {
      const answer = await app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
      const [, bucket] = /^mf-bucket=(\d+);/.exec(setCookie(answer)) ?? [];
      assert.ok(Number(bucket) >= 0 && Number(bucket) < 100, setCookie(answer));
      assert.match(setCookie(answer), /Max-Age=31536000/);
      assert.match(setCookie(answer), /Path=\//);
      assert.match(setCookie(answer), /SameSite=Lax/);
      assert.doesNotMatch(setCookie(answer), /HttpOnly/);
      // The answer is the one that bucket gets.
      assert.equal(answer.json().storefront, Number(bucket) < 10 ? CANARY : LIVE);
    }
  });

  it('sends about its percent of new browsers to the canary', async () => {
    const app = await createStaticServer({ dir: hostWithCanary(10), render: null });
    let onCanary = 0;
    for (let browser = 0; browser < 1000; browser += 1) {
      const answer = await app.inject({ url: '/remotes.json' });
      if (answer.json().storefront === CANARY) onCanary += 1;
    }
    // 10 % of 1000 is 100; 60–140 is over 4 standard deviations (σ ≈ 9.5) either side.
    assert.ok(onCanary > 60 && onCanary < 140, `${onCanary} of 1000 on the canary`);
  });

  it('draws a page with the browser’s side: its Link, its policy and its renderer', async () => {
    const hook = renderHook({});
    const app = await createStaticServer({ dir: hostWithCanary(50), render: hook });
    const canaryPage = await app.inject({ url: '/products', cookies: { 'mf-bucket': '10' } });
    assert.match(String(canaryPage.headers.link), /bbbbbbbbbbbb\/mf-manifest\.json>; rel=preload/);
    assert.doesNotMatch(String(canaryPage.headers.link), /aaaaaaaaaaaa/);
    assert.equal(setCookie(canaryPage), '');
    const livePage = await app.inject({ url: '/products', cookies: { 'mf-bucket': '90' } });
    assert.match(String(livePage.headers.link), /aaaaaaaaaaaa\/mf-manifest\.json>; rel=preload/);
    assert.deepEqual(
      hook.asked.map((asked) => /** @type {any} */ (asked).runtime.remotes.storefront),
      [CANARY, LIVE],
    );
    // A new browser's page is drawn with the bucket its answer gives it.
    const newPage = await app.inject({ url: '/products' });
    const [, bucket] = /^mf-bucket=(\d+);/.exec(setCookie(newPage)) ?? [];
    assert.ok(bucket, 'a bucket is set on a page');
    assert.match(String(newPage.headers.vary), /Cookie/);
    assert.match(
      String(newPage.headers.link),
      Number(bucket) < 50 ? /bbbbbbbbbbbb/ : /aaaaaaaaaaaa/,
    );
  });

  it('answers remotes.json without a canary as the file, cacheable by anyone, and still sets a bucket', async () => {
    const app = await createStaticServer({ dir: hostDist(), render: null });
    const answer = await app.inject({ url: '/remotes.json' });
    assert.deepEqual(answer.json(), REMOTES);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.doesNotMatch(String(answer.headers.vary ?? ''), /Cookie/);
    assert.match(setCookie(answer), /^mf-bucket=\d+;/);
  });

  it('leaves /remotes.json to a route of the server’s own, as the bench adds', async () => {
    const app = await createStaticServer({ dir: hostWithCanary(100), render: null });
    app.get('/remotes.json', (_request, reply) =>
      reply.send({ storefront: 'http://bench/mf-manifest.json' }),
    );
    const answer = await app.inject({ url: '/remotes.json' });
    assert.deepEqual(answer.json(), { storefront: 'http://bench/mf-manifest.json' });
    const page = await app.inject({ url: '/' });
    assert.match(
      String(page.headers['content-security-policy']),
      /script-src 'self' http:\/\/bench;/,
    );
  });

  it('serves a release store under /releases/ beside the unversioned build', async () => {
    const releases = mkdtempSync(path.join(tmpdir(), 'static-server-releases-'));
    mkdirSync(path.join(releases, 'aaaaaaaaaaaa'));
    writeFileSync(path.join(releases, 'aaaaaaaaaaaa', 'remoteEntry.js'), 'var v = 1;');
    const app = await createStaticServer({ dir: hostDist(), render: null, releasesDir: releases });
    const entry = await app.inject({ url: '/releases/aaaaaaaaaaaa/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var v = 1;');
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(
      (await app.inject({ url: '/releases/bbbbbbbbbbbb/remoteEntry.js' })).statusCode,
      404,
    );
    assert.equal((await app.inject({ url: '/main.1a2b3c4d.js' })).statusCode, 200);
  });
});

describe('the public origin', () => {
  const SITE = 'https://shop.example';
  // A client may name any host; a proxy trusted with TRUST_PROXY=true may too.
  const HOSTILE = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
  };

  /** An API listing one category and two products, as the sitemap reads it. */
  async function catalogApi() {
    const api = createServer((request, response) => {
      const { pathname } = new URL(String(request.url), 'http://api.test');
      const body =
        pathname === '/api/stores/38/categories'
          ? { items: [{ slug: 'tea' }] }
          : pathname === '/api/stores/38/products'
            ? { items: [{ id: 7 }, { id: 8 }], total: 2 }
            : null;
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? {}));
    });
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => api.listen(0, '127.0.0.1', resolve))
    );
    after(() => api.close());
    const dir = hostDist();
    const { port } = /** @type {AddressInfo} */ (api.address());
    writeFileSync(
      path.join(dir, 'config.json'),
      JSON.stringify({ apiBaseUrl: `http://127.0.0.1:${port}/api` }),
    );
    return dir;
  }

  /**
   * A render hook that draws a product page's canonical link and JSON-LD from
   * the origin it is given, as the host's server build does (render-page.tsx).
   * @returns {RenderHook}
   */
  const productPages = () => ({
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

  /**
   * Every absolute URL's origin in `text`.
   * @param {string} text
   */
  const originsIn = (text) =>
    new Set([...text.matchAll(/https?:\/\/[^/"<\s]+/g)].map(([url]) => new URL(url).origin));

  it('starts robots.txt, the sitemap, and a page’s canonical link and JSON-LD with it, whatever the Host', async () => {
    // Even with the proxy's X-Forwarded-Host trusted.
    const before = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = 'true';
    const app = await createStaticServer({
      dir: await catalogApi(),
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
    const serve = path.join(import.meta.dirname, 'serve.mjs');
    const started = promisify(execFile)(process.execPath, [serve, '--app', 'host'], {
      env: { ...process.env, PUBLIC_ORIGIN: 'https://shop.example/store' },
      timeout: 10_000,
    });
    await assert.rejects(started, (/** @type {any} */ error) => {
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
