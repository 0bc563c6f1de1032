import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { createPeerServer } from './lib/peer-server.mjs';
import { PEER_SITES, peerDistOf, servedPeerSites } from './lib/servers.mjs';

/** @import { FastifyInstance } from 'fastify' */

const INDEX = '<!doctype html><html><head><script defer src="/main.js"></script></head></html>';
// Over the 1 KB below which nothing is precompressed.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe("a peer's site served as ours are", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'bench-peer-test-'));
  /** @type {FastifyInstance} */
  let server;
  before(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'main.js'), SCRIPT);
    mkdirSync(path.join(dist, 'checkout'));
    writeFileSync(path.join(dist, 'checkout', 'small.js'), 'void 0;');
    server = await createPeerServer(dist);
  });
  after(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers its deep links with its index.html, without our pages' policy", async () => {
    for (const url of ['/', '/product/CL-01?sku=CL-01-GY', '/checkout/cart']) {
      const response = await server.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX, url);
      assert.equal(response.headers['content-security-policy'], undefined, url);
    }
  });

  it('sends its scripts precompressed at brotli 11, as our builds are, and leaves its folder as built', async () => {
    const response = await server.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(response.rawPayload).toString(), SCRIPT);
    assert.deepEqual(readdirSync(dist, { recursive: true }).sort(), [
      'checkout',
      path.join('checkout', 'small.js'),
      'index.html',
      'main.js',
    ]);
  });

  it('answers a missing file with 404, not the page', async () => {
    assert.equal((await server.inject({ url: '/missing.js' })).statusCode, 404);
  });
});

describe('the peers kept in the repository', () => {
  it('are each there to serve, with the licence they came with', () => {
    assert.deepEqual(servedPeerSites(), PEER_SITES);
    for (const site of PEER_SITES)
      assert.ok(existsSync(path.join(peerDistOf(site), '..', 'LICENSE')), `${site}'s LICENSE`);
  });
});
