#!/usr/bin/env node
// A bounded load run against the API: three runs of 30 s each, split evenly
// across four routes (catalog list, product detail, cart update as a signed-in
// customer, order history), with autocannon on loopback. Prints p50/p99 and
// req/s per route per run, the error count, and the API process's memory
// before the first run and after each. Fails (exit 1) on any error or when
// memory after run 3 exceeds memory after run 1 by more than 20 %.
//
//   pnpm --dir tools/bench load        (or: node tools/bench/load-run.mjs)
//
// With RESILIENCE_REPORT_DIR set, appends one record per route and one for
// memory to $RESILIENCE_REPORT_DIR/records.jsonl, in the shape
// api/test/resilience/report.ts writes.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { CONNECTIONS } from './lib/api-load.mjs';
import { apiBundleArgs, ROOT } from './lib/servers.mjs';

const HOST = '127.0.0.1';
/** The load run's own slice of the ports reserved for resilience runs. */
const PORT_RANGE = { from: 9150, to: 9169 };
const RUNS = 3;
const RUN_SECONDS = 30;
/** Idle after a run before reading memory, so in-flight work and its garbage settle. */
const IDLE_MS = 3_000;
const START_TIMEOUT_MS = 90_000;
/** Orders placed before the runs, so the order history has more than one page. */
const ORDERS_IN_HISTORY = 12;
/**
 * Memory after run 3 may exceed memory after run 1 by at most this much. Run 1
 * pays the one-off costs (JIT code, the catalog's cached answers, the
 * database's buffers, sockets and pools), so run 1 → run 3 is two runs of the
 * same work on a warmed process: a leak tied to requests grows it by the same
 * amount each run. V8 frees memory to the OS lazily and collects on its own
 * schedule, so the figure after a short idle still carries some garbage: a few
 * per cent either way is noise (PGlite's WebAssembly memory, most of the
 * ~500 MB, only grows, in pages). 20 % of that is ~100 MB; the two runs make
 * ~150 000 requests, so a leak of under a kilobyte per request crosses it,
 * while GC noise stays well under it.
 */
const MAX_MEMORY_GROWTH = 0.2;
const DEMO = { identifier: 'demo@corner-market.test', password: 'demo-customer-pass' };

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

async function freePort() {
  for (let port = PORT_RANGE.from; port <= PORT_RANGE.to; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.from}–${PORT_RANGE.to}`);
}

/**
 * The compiled API as production runs it, started with node itself so that
 * the pid is the server's own and its memory is what gets read.
 */
function startApi(port) {
  return spawn(process.execPath, apiBundleArgs(), {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      PGLITE_DIR: 'memory',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const running = (child) => child.exitCode === null && child.signalCode === null;

async function stopApi(child) {
  if (!running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // The server closes gracefully within 10 s; past that, it is killed.
  const timer = setTimeout(() => running(child) && child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error('the API exited while starting');
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kb / 1024;
}

async function idleRss(pid) {
  await sleep(IDLE_MS);
  return rssMb(pid);
}

function appendRecords(records) {
  const dir = process.env.RESILIENCE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(
    path.join(dir, 'records.jsonl'),
    records.map((record) => `${JSON.stringify({ ...record, source: 'load run' })}\n`).join(''),
  );
}

const port = await freePort();
const apiUrl = `http://${HOST}:${port}/api`;
const api = startApi(port);
// However the script ends, the server does not outlive it.
process.on('exit', () => running(api) && api.kill('SIGKILL'));

let failed = false;
try {
  await waitFor(`${apiUrl}/stores/38`, api);

  async function call(url, { method = 'GET', token, body } = {}) {
    const response = await fetch(`${apiUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authKey: token } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
    return response.json();
  }

  // The seeded demo customer (mobile verified), with a history of orders.
  const { token } = await call('/auth/login', { method: 'POST', body: DEMO });
  const catalog = await call('/stores/38/products?pageSize=48');
  const stocked = [...catalog.items].sort((a, b) => b.stock - a.stock);
  const [orderedProduct, cartProduct] = stocked;
  if (orderedProduct.stock < ORDERS_IN_HISTORY || cartProduct.stock < 2) {
    throw new Error('the seeded catalog has too little stock for the load run');
  }
  for (let order = 0; order < ORDERS_IN_HISTORY; order += 1) {
    await call(`/me/cart/items/${orderedProduct.id}`, {
      method: 'PUT',
      token,
      body: { quantity: 1 },
    });
    await call('/me/orders', {
      method: 'POST',
      token,
      body: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
    });
  }
  const productId = catalog.items[0].id;

  const routes = [
    { name: 'catalog list', url: `${apiUrl}/stores/38/products` },
    { name: 'product detail', url: `${apiUrl}/products/${productId}` },
    {
      name: 'cart update',
      url: `${apiUrl}/me/cart/items/${cartProduct.id}`,
      method: 'PUT',
      headers: { authKey: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ quantity: 2 }),
    },
    { name: 'order history', url: `${apiUrl}/me/orders`, headers: { authKey: token } },
  ];
  const secondsPerRoute = RUN_SECONDS / routes.length;

  const memory = [await idleRss(api.pid)];
  console.log(
    `Load run: ${RUNS} runs of ${RUN_SECONDS} s (${secondsPerRoute} s per route), ` +
      `${CONNECTIONS} connections, API pid ${api.pid} on port ${port}`,
  );
  console.log(`memory before run 1: ${memory[0].toFixed(1)} MB RSS`);

  const totals = Object.fromEntries(
    routes.map((route) => [route.name, { requests: 0, errors: 0, fiveXx: 0 }]),
  );
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`\nrun ${run}`);
    for (const route of routes) {
      const result = await autocannon({
        url: route.url,
        method: route.method ?? 'GET',
        headers: route.headers ?? {},
        body: route.body,
        connections: CONNECTIONS,
        duration: secondsPerRoute,
      });
      // errors counts socket errors and timeouts (timeouts are also told apart).
      const errors = result.non2xx + result.errors;
      const total = totals[route.name];
      total.requests += result.requests.total;
      total.errors += errors;
      total.fiveXx += result['5xx'] ?? 0;
      const perSecond = result.requests.total / result.duration;
      console.log(
        `  ${route.name.padEnd(15)} p50 ${String(result.latency.p50).padStart(4)} ms` +
          `  p99 ${String(result.latency.p99).padStart(4)} ms` +
          `  ${perSecond.toFixed(0).padStart(6)} req/s` +
          `  ${result.requests.total} requests, errors ${errors}` +
          ` (non-2xx ${result.non2xx}, socket ${result.errors - result.timeouts},` +
          ` timeouts ${result.timeouts})`,
      );
    }
    memory.push(await idleRss(api.pid));
    console.log(`  memory after run ${run}: ${memory[run].toFixed(1)} MB RSS`);
  }

  const errorCount = Object.values(totals).reduce((sum, total) => sum + total.errors, 0);
  const growth = memory[RUNS] / memory[1] - 1;
  const memoryFailed = growth > MAX_MEMORY_GROWTH;
  console.log(
    `\nerrors: ${errorCount}; memory ${memory.map((mb) => mb.toFixed(1)).join(' → ')} MB, ` +
      `run 1 → run ${RUNS} ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %` +
      ` (limit +${MAX_MEMORY_GROWTH * 100} %)`,
  );
  appendRecords([
    ...routes.map((route) => ({
      area: 'load',
      check: `${route.name} under load (${RUNS} × ${secondsPerRoute} s, ${CONNECTIONS} connections)`,
      tried: totals[route.name].requests,
      failed: totals[route.name].errors,
      fiveXx: totals[route.name].fiveXx,
    })),
    {
      area: 'load',
      check: `API memory over ${RUNS} load runs (run ${RUNS} within +${MAX_MEMORY_GROWTH * 100} % of run 1)`,
      tried: RUNS,
      failed: memoryFailed ? 1 : 0,
      fiveXx: 0,
    },
  ]);
  if (errorCount > 0) {
    console.error('FAIL: requests failed under load');
    failed = true;
  }
  if (memoryFailed) {
    console.error(`FAIL: memory grew more than ${MAX_MEMORY_GROWTH * 100} % from run 1 to run 3`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopApi(api);
}
process.exit(failed ? 1 : 0);
