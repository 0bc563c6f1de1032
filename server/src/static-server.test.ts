import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createStaticServer } from './static-server';
import { CONFIG, hostDist, INDEX_HTML, listening, REMOTES, renderHook } from './test-support';

// The stand-in APIs the tests start, stopped once the file's tests are done.
const apis: Server[] = [];
afterAll(() => apis.forEach((api) => api.close().closeAllConnections()));

describe('createStaticServer', () => {
  const dir = hostDist();

  it('sends a drawn page with the policy, the preloads and the visitor’s details to the hook', async () => {
    const hook = renderHook({
      '/': {
        html: '<p>drawn</p>',
        styleSources: ["'sha256-drawn='"],
        personal: false,
        sessionRejected: false,
      },
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
    assert.match(String(page.headers['content-security-policy']), /default-src 'self'/);
    // Its own <style> elements, and no other page's.
    assert.match(
      String(page.headers['content-security-policy']),
      /style-src 'self' 'sha256-drawn='/,
    );
    const other = await app.inject({ url: '/checkout' });
    assert.doesNotMatch(String(other.headers['content-security-policy']), /sha256/);
    assert.match(String(page.headers.link), /mf-manifest\.json>; rel=preload/);
    assert.deepEqual(hook.asked.slice(0, 1), [
      {
        url: '/?from=ad',
        runtime: { remotes: REMOTES, config: CONFIG },
        visitor: { session: 'tok', cart: '7x2' },
        origin: 'https://shop.example',
      },
    ]);
  });

  it('draws a kept page again only once its answer has gone', async () => {
    const drawAgain = jest.fn();
    const hook = renderHook({
      '/': { html: '<p>kept</p>', personal: false, sessionRejected: false, drawAgain },
    });
    const app = await createStaticServer({ dir, render: hook });
    const page = await app.inject({ url: '/' });
    assert.equal(page.body, '<p>kept</p>');
    assert.equal(drawAgain.mock.calls.length, 1);
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
    assert.match(String(deepLink.headers['content-security-policy']), /script-src/);
  });

  it('sends an address that moved on for good, with its query, before drawing anything', async () => {
    const hook = {
      ...renderHook({}),
      movedPath: (url: string) => (url.startsWith('/old/') ? url.replace('/old/', '/new/') : null),
    };
    const app = await createStaticServer({ dir, render: hook });
    const moved = await app.inject({ url: '/old/orders/5f0c?status=placed' });
    assert.equal(moved.statusCode, 301);
    assert.equal(moved.headers.location, '/new/orders/5f0c?status=placed');
    assert.deepEqual(hook.asked.slice(0, 1), []);
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
    const port = await listening(api);
    apis.push(api);
    const apiDir = hostDist();
    writeFileSync(
      path.join(apiDir, 'config.json'),
      JSON.stringify({
        apiBaseUrl: `http://127.0.0.1:${port}/api`,
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
