// sitemap.xml of the large catalogue, read as a crawler reads it, from the
// host's server (site-server.mjs) in front of the large bench's API: when
// its first byte comes, when its last, and whether it came as it was made
// (chunked, in several pieces) or whole. Read twice: the first read makes it
// (the server keeps a sitemap a minute), the second is the kept one. No
// Accept-Encoding, so a compressed stream is not taken for a streamed sitemap.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../lib/servers.mjs';

/** @import { SitemapFigures } from './budgets.mjs' */

const HOSTNAME = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const READ_TIMEOUT_MS = 180_000;

/**
 * One read of the URL: its status, when its headers, first and last byte
 * came (ms from the request), how many pieces, and its <loc> entries.
 * @param {string} url
 * @returns {Promise<SitemapFigures & { headersMs: number }>}
 */
export function readTimed(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const since = () => performance.now() - started;
    const request = http.get(url, { timeout: READ_TIMEOUT_MS }, (response) => {
      const headersMs = since();
      let firstByteMs = 0;
      let chunks = 0;
      let bytes = 0;
      /** @type {Buffer[]} */
      const body = [];
      response.on('data', (/** @type {Buffer} */ chunk) => {
        if (chunks === 0) firstByteMs = since();
        chunks += 1;
        bytes += chunk.length;
        body.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headersMs,
          firstByteMs: chunks === 0 ? since() : firstByteMs,
          totalMs: since(),
          chunks,
          chunked: response.headers['transfer-encoding'] === 'chunked',
          bytes,
          urls: (Buffer.concat(body).toString('utf8').match(/<loc>/g) ?? []).length,
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in time`)));
    request.on('error', reject);
  });
}

/**
 * The host's server on `port` in front of the API at apiUrl (…/api), the
 * sitemap read twice, then the server stopped.
 * @param {{ apiUrl: string, port: number }} options
 */
export async function measureSitemap({ apiUrl, port }) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'site-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, API_URL: apiUrl, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://${HOSTNAME}:${port}`;
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the host's server exited (${child.exitCode})`);
      const ready = await fetch(`${origin}/config.json`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the host's server on ${port} did not start`);
      await sleep(100);
    }
    const first = await readTimed(`${origin}/sitemap.xml`);
    const again = await readTimed(`${origin}/sitemap.xml`);
    return { first, again };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
