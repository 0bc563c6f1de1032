import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliCompressSync } from 'node:zlib';
import {
  cacheControlFor,
  contentSecurityPolicy,
  createStaticServer,
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
    const app = await createStaticServer({ dir, render: hook });
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
        origin: 'http://localhost',
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
