import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  HOST,
  freePort,
  spawnNode,
  stopIfRunning,
  testDatabase,
  waitUntilReady,
  type ApiProcess,
} from './runtime-process';

/**
 * SIGTERM with requests in flight, on the real process: cart updates whose
 * bodies are still arriving (a slow client, through the real route) when the
 * signal comes. Every one must get its whole answer; meanwhile a new
 * connection is refused and a request that arrives on an open connection is
 * told 503. A client that never finishes sending is cut off at the drain
 * bound, and the process still closes its database and exits 0.
 */

const API_DIR = path.resolve(__dirname, '..');
const PORT_RANGE = { from: 9420, to: 9439 };
const IN_FLIGHT = 20;
/** The server's bound on the drain (src/server.ts), and what it may take beyond it to close. */
const DRAIN_TIMEOUT_MS = 10_000;
const CLOSE_ALLOWANCE_MS = 8_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A cart update that sends its headers and half its body now; `finish()`
 * sends the rest. The answer settles with the whole response, or rejects when
 * the connection ends without one.
 */
function slowCartUpdate(base: string, token: string, productId: number) {
  const body = JSON.stringify({ quantity: 1 });
  const request = http.request(`${base}/api/me/cart/items/${productId}`, {
    method: 'PUT',
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      authKey: token,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: text }),
      );
      response.once('error', reject);
    });
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { answer, finish: () => request.end(body.slice(half)) };
}

/** One raw keep-alive connection, read as text, to send requests a byte at a time if need be. */
async function openConnection(port: number) {
  const socket = net.connect(port, HOST);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  /** Waits until what was received holds a whole response (headers and the Content-Length body). */
  const nextResponse = async () => {
    for (let wait = 0; wait < 200; wait += 1) {
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd >= 0) {
        const head = received.slice(0, headerEnd);
        const length = Number(/^content-length: (\d+)$/im.exec(head)?.[1] ?? 0);
        if (received.length >= headerEnd + 4 + length) {
          const body = received.slice(headerEnd + 4, headerEnd + 4 + length);
          received = received.slice(headerEnd + 4 + length);
          return { head, body };
        }
      }
      await sleep(25);
    }
    throw new Error(`no whole response; received: ${received}`);
  };
  return { socket, nextResponse, ended };
}

/** Tries new connections until one is refused; fails when every try connects. */
async function refusedWithin(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, HOST);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return true;
    await sleep(50);
  }
  return false;
}

describe('API process on SIGTERM', () => {
  let api: ApiProcess | undefined;
  let tempDir = '';
  let dropDatabase = async () => {};

  afterAll(async () => {
    await stopIfRunning(api);
    await dropDatabase();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, takes no new ones, then exits 0', async () => {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-drain-'));
    const database = await testDatabase('storefront_drain', path.join(tempDir, 'pglite'));
    dropDatabase = database.drop;
    const port = await freePort(PORT_RANGE);
    const base = `http://${HOST}:${port}`;
    api = spawnNode(['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...database.env,
        HOST,
        PORT: String(port),
        NODE_ENV: 'production',
        // Production refuses the test run's cheap password hashes.
        PASSWORD_HASH_COST: '17',
        // info: the request log tells when every request has reached the process.
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT: '1000',
        UPLOADS_DIR: path.join(tempDir, 'uploads'),
      },
    });
    await waitUntilReady(api, base);

    // A keep-alive connection that has served a request and has the next one
    // partly sent when the signal comes.
    const kept = await openConnection(port);
    kept.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    expect((await kept.nextResponse()).head).toMatch(/^HTTP\/1\.1 200/);
    kept.socket.write(`GET /api/health HTTP/1.1\r\n`);

    // A customer, and products in stock to put in the cart.
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Drain Customer',
        email: 'drain@example.test',
        mobile: '+447400123456',
        password: 'a long enough password',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const catalogue = (await (
      await fetch(`${base}/api/stores/38/products?pageSize=48`)
    ).json()) as {
      items: { id: number; stock: number }[];
    };
    const productIds = catalogue.items.filter((product) => product.stock > 0).map(({ id }) => id);
    expect(productIds.length).toBeGreaterThan(IN_FLIGHT);

    const updates = productIds
      .slice(0, IN_FLIGHT)
      .map((productId) => slowCartUpdate(base, token, productId));
    // A client that never sends the rest of its body.
    const stalled = slowCartUpdate(base, token, productIds[IN_FLIGHT]!);
    const stalledAnswer = stalled.answer.then(
      () => 'answered',
      () => 'cut off',
    );
    const arrivals = () =>
      api!
        .output()
        .match(/"method":"PUT","url":"\/api\/me\/cart\/items\/[^\n]*"msg":"incoming request"/g)
        ?.length ?? 0;
    for (let wait = 0; wait < 400 && arrivals() < IN_FLIGHT + 1; wait += 1) await sleep(25);
    expect(arrivals()).toBe(IN_FLIGHT + 1);

    const signalledAt = Date.now();
    api.child.kill('SIGTERM');

    // No request has its whole body yet, so all are in flight while the listener closes.
    expect(await refusedWithin(port, 5_000)).toBe(true);
    expect(api.running()).toBe(true);

    kept.socket.write(`Host: ${HOST}\r\n\r\n`);
    const refusedOnOpenConnection = await kept.nextResponse();
    expect(refusedOnOpenConnection.head).toMatch(/^HTTP\/1\.1 503/);
    expect(refusedOnOpenConnection.head).toMatch(/^connection: close$/im);
    await kept.ended;

    for (const update of updates) update.finish();
    const answers = await Promise.all(updates.map((update) => update.answer));
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(200);
      // Each update was done whole: its answer is the cart holding its product.
      const cart = JSON.parse(answer.body) as { lines: { productId: number; quantity: number }[] };
      expect(cart.lines).toContainEqual(
        expect.objectContaining({ productId: productIds[index], quantity: 1 }),
      );
      // The connection ends with the answer, so the client's next request goes elsewhere.
      expect(answer.headers.connection).toBe('close');
    });

    const exit = await api.exited;
    const drainMs = Date.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(await stalledAnswer).toBe('cut off');
    expect(drainMs).toBeGreaterThanOrEqual(DRAIN_TIMEOUT_MS - 500);
    expect(drainMs).toBeLessThan(DRAIN_TIMEOUT_MS + CLOSE_ALLOWANCE_MS);
    expect(api.output()).not.toMatch(/"level":50/);
  }, 150_000);
});
