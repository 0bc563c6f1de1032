// A peer's built site (tools/bench/peers/<name>/dist) served by the same
// static server as our apps, so both get the same treatment: brotli or gzip,
// the same headers, index.html for any path without an extension (the peer is
// a single-page app: /product/CL-01 and /checkout/cart are its deep links).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createStaticServer } from '@storefront/server';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// As our build precompresses (tools/webpack-config/create-webpack-config.mjs):
// scripts and stylesheets of 1 KB and more, at brotli 11 and gzip 9. Without
// this the server would compress the peer's scripts on the fly at brotli 4,
// and its bytes on the wire would not be comparable with ours.
const PRECOMPRESSED = /\.(js|css)$/;
const THRESHOLD = 1024;

/**
 * A copy of `dir` in a temporary folder with a .br and a .gz beside each
 * script and stylesheet, as our builds have; the peer's folder in the
 * repository stays as its build left it.
 * @param {string} dir
 */
async function precompressedCopy(dir) {
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-peer-'));
  cpSync(dir, copy, { recursive: true });
  const files = readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((file) =>
    PRECOMPRESSED.test(file),
  );
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(path.join(copy, file));
      if (bytes.length < THRESHOLD) return;
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
      writeFileSync(path.join(copy, `${file}.br`), await brotli(bytes, { params }));
      writeFileSync(path.join(copy, `${file}.gz`), await gzip(bytes, { level: 9 }));
    }),
  );
  return copy;
}

/**
 * The peer's static server, not yet listening; `close()` also removes its
 * temporary copy. Our pages' Content-Security-Policy is taken off its pages:
 * it names our origins only, and would refuse the peer's injected <style>
 * elements and its CDN, which the peer's own host sends no policy for.
 * @param {string} dir the peer's dist folder
 */
export async function createPeerServer(dir) {
  const served = await precompressedCopy(dir);
  const server = await createStaticServer({ dir: served, render: null, catalogueNews: false });
  // Runs after the static server's own onSend hook, which set the policy.
  server.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('Content-Security-Policy');
    return payload;
  });
  server.addHook('onClose', async () => rmSync(served, { recursive: true, force: true }));
  return server;
}
