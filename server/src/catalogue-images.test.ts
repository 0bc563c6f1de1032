import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import path from 'node:path';
import { createStaticServer } from './static-server';
import { hostDist, listening, renderHook } from './test-support';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('catalogue pictures from the page’s own origin', () => {
  let api: Server;
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const dir = hostDist();

  beforeAll(async () => {
    // A stand-in for the API's /images/: one picture, with its cache headers and a cookie.
    api = createServer((request, response) => {
      asked.push({ url: request.url!, headers: request.headers });
      if (request.url !== '/api/images/products/tea.svg') return response.writeHead(404).end();
      response
        .writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=2592000, immutable',
          etag: '"tea"',
          'set-cookie': 'api=1',
        })
        .end(SVG);
    });
    const port = await listening(api);
    writeFileSync(
      path.join(dir, 'config.json'),
      JSON.stringify({ apiBaseUrl: `http://127.0.0.1:${port}/api` }),
    );
  });
  afterAll(() => api.close().closeAllConnections());

  it('sends the API’s picture with its headers, and none of the visitor’s cookies', async () => {
    const app = await createStaticServer({ dir, render: renderHook({}) });
    const picture = await app.inject({
      url: '/images/products/tea.svg',
      headers: { cookie: 'session=secret', authorization: 'Bearer secret' },
    });
    assert.equal(picture.statusCode, 200);
    assert.equal(picture.body, SVG);
    assert.equal(picture.headers['content-type'], 'image/svg+xml');
    assert.equal(picture.headers['cache-control'], 'public, max-age=2592000, immutable');
    assert.equal(picture.headers.etag, '"tea"');
    assert.equal(picture.headers['set-cookie'], undefined);
    const { headers } = asked.at(-1)!;
    assert.equal(headers.cookie, undefined);
    assert.equal(headers.authorization, undefined);
  });

  it('answers 404 for a missing picture and for a path that would leave /images/', async () => {
    const app = await createStaticServer({ dir, render: renderHook({}) });
    assert.equal((await app.inject({ url: '/images/products/none.svg' })).statusCode, 404);
    const before = asked.length;
    for (const url of [
      '/images/..%2fme',
      '/images/products/..%2F..%2Fme',
      '/images/.env',
      '/images/',
    ])
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    // None of them reached the API.
    assert.deepEqual(
      asked.slice(before).map((a) => a.url),
      [],
    );
  });

  it('answers 502 when the API cannot be reached', async () => {
    const downDir = hostDist();
    // Port 9 (discard) has no server here: the connection is refused.
    writeFileSync(
      path.join(downDir, 'config.json'),
      JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:9/api' }),
    );
    const app = await createStaticServer({ dir: downDir, render: renderHook({}) });
    const picture = await app.inject({ url: '/images/products/tea.svg' });
    assert.equal(picture.statusCode, 502);
    assert.equal(picture.body, 'The picture could not be fetched');
  });

  it('is served only by the server that draws pages', async () => {
    const app = await createStaticServer({ dir, render: null });
    assert.equal((await app.inject({ url: '/images/products/tea.svg' })).statusCode, 404);
  });
});
