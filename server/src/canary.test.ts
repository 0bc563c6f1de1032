import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createStaticServer } from './static-server';
import { hostDist, REMOTES, renderHook } from './test-support';

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
  const setCookie = (response: LightMyRequestResponse) =>
    String(response.headers['set-cookie'] ?? '');

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
      hook.asked.map((asked) => asked.runtime.remotes?.storefront),
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
