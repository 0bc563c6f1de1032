#!/usr/bin/env node
// A bounded load run against the API: three runs of 30 s each, split evenly
// across four routes (catalogue list, product detail, cart update as a signed-in
// customer, order history), with autocannon on loopback. Prints p50/p99 and
// req/s per route per run, the error count, and the API process's memory
// before the first run and after each: resident (RSS) and live (what the heap
// and buffers still hold after a full garbage collection, read through
// lib/heap-probe.cjs). Fails (exit 1) on any error, or when either figure after
// run 3 exceeds its figure after run 1 by more than its limit.
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

/** @import { ChildProcess, Serializable } from 'node:child_process' */

/** The API's memory in MB: resident (RSS) and live (after a full collection). @typedef {{ rss: number, live: number }} Memory */

/** What lib/heap-probe.cjs answers, in bytes. @typedef {{ type: 'live memory', heapUsed: number, external: number }} LiveMemory */

/**
 * A route of the load run, as autocannon is given it.
 * @typedef {{ name: string, url: string, method?: autocannon.Request['method'], headers?: Record<string, string>, body?: string }} LoadRoute
 */

/**
 * A record of records.jsonl, as api/test/resilience/report.ts writes them.
 * @typedef {{ area: string, check: string, tried: number, failed: number, fiveXx: number }} ResilienceRecord
 */

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
/*
 * Memory after run 3 may exceed memory after run 1 by at most these limits.
 * Run 1 pays the one-off costs (JIT code, the catalogue's cached answers, sockets
 * and pools), so run 1 → run 3 is two runs of the same work on a warmed
 * process: a leak tied to requests grows it by the same amount each run.
 *
 * Live memory is the figure a leak in JavaScript grows, and the one that is
 * steady over a run, so its limit catches a small leak per write.
 *
 * Resident memory also counts native memory (sockets, TLS, addons) that the
 * heap does not, but it moves with how large V8 keeps its heap between
 * collections, so its limit is looser: the one the check allowed when PGlite
 * ran inside this process. The measurements behind both limits are in
 * docs/performance.md.
 */
const MAX_LIVE_GROWTH_MB = 10;
const MAX_RSS_GROWTH_MB = 100;
const DEMO = { identifier: 'demo@corner-market.test', password: 'demo-customer-pass' };

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
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
 * @param {number} port
 */
function startApi(port) {
  const heapProbe = path.join(import.meta.dirname, 'lib', 'heap-probe.cjs');
  return spawn(process.execPath, ['--expose-gc', '--require', heapProbe, ...apiBundleArgs()], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      // The run signs in as the demo customer, whose published password
      // production refuses: the API's only difference from production.
      DEMO_ACCOUNTS: 'published',
      HOST,
      PORT: String(port),
      PGLITE_DIR: 'memory',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
    },
    // The IPC channel carries the heap probe's readings.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** @param {ChildProcess} child */
const running = (child) => child.exitCode === null && child.signalCode === null;

/** @param {ChildProcess} child */
async function stopApi(child) {
  if (!running(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // An open IPC channel would keep the server's event loop alive past its close.
  if (child.connected) child.disconnect();
  child.kill('SIGTERM');
  // The server closes gracefully within 10 s; past that, it is killed.
  const timer = setTimeout(() => running(child) && child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

/**
 * @param {string} url
 * @param {ChildProcess} child
 */
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

/**
 * Resident memory of a process in MB, from /proc (Linux).
 * @param {number | undefined} pid
 */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return kb / 1024;
}

const MB = 1024 * 1024;

/**
 * The memory the API still holds after a full garbage collection, in MB (see lib/heap-probe.cjs).
 * @param {ChildProcess} child
 * @returns {Promise<number>}
 */
function liveMb(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error('the API did not report its live memory within 10 s'));
    }, 10_000);
    /** @param {Serializable} message */
    function onMessage(message) {
      // The heap probe, the channel's only other end, answers LiveMemory.
      const answer = /** @type {LiveMemory | null | undefined} */ (message);
      if (answer?.type !== 'live memory') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve((answer.heapUsed + answer.external) / MB);
    }
    child.on('message', onMessage);
    child.send({ type: 'live memory' });
  });
}

/**
 * Resident and live memory once the server has been idle for IDLE_MS.
 * @param {ChildProcess} child
 * @returns {Promise<Memory>}
 */
async function idleMemory(child) {
  await sleep(IDLE_MS);
  return { rss: rssMb(child.pid), live: await liveMb(child) };
}

/** @param {Memory} memory */
const describeMemory = ({ rss, live }) => `${rss.toFixed(1)} MB RSS, ${live.toFixed(1)} MB live`;

/** @param {ResilienceRecord[]} records */
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

  /**
   * The API's JSON answer, as parsed.
   * @param {string} url
   * @param {{ method?: string, token?: string, body?: unknown }} [options]
   */
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
  /** @type {{ items: { id: number, stock: number }[] }} */
  const catalogue = await call('/stores/38/products?pageSize=48');
  const stocked = [...catalogue.items].sort((a, b) => b.stock - a.stock);
  const [orderedProduct, cartProduct] = stocked;
  if (orderedProduct.stock < ORDERS_IN_HISTORY || cartProduct.stock < 2) {
    throw new Error('the seeded catalogue has too little stock for the load run');
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
  const productId = catalogue.items[0].id;

  /** @type {LoadRoute[]} */
  const routes = [
    { name: 'catalogue list', url: `${apiUrl}/stores/38/products` },
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

  const memory = [await idleMemory(api)];
  console.log(
    `Load run: ${RUNS} runs of ${RUN_SECONDS} s (${secondsPerRoute} s per route), ` +
      `${CONNECTIONS} connections, API pid ${api.pid} on port ${port}`,
  );
  console.log(`memory before run 1: ${describeMemory(memory[0])}`);

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
    memory.push(await idleMemory(api));
    console.log(`  memory after run ${run}: ${describeMemory(memory[run])}`);
  }

  const errorCount = Object.values(totals).reduce((sum, total) => sum + total.errors, 0);
  const liveGrowth = memory[RUNS].live - memory[1].live;
  const rssGrowth = memory[RUNS].rss - memory[1].rss;
  const memoryFailed = liveGrowth > MAX_LIVE_GROWTH_MB || rssGrowth > MAX_RSS_GROWTH_MB;
  /** @param {keyof Memory} key */
  const series = (key) => memory.map((reading) => reading[key].toFixed(1)).join(' → ');
  /** @param {number} mb */
  const signed = (mb) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;
  console.log(
    `\nerrors: ${errorCount}\n` +
      `live memory ${series('live')} MB, run 1 → run ${RUNS} ${signed(liveGrowth)}` +
      ` (limit +${MAX_LIVE_GROWTH_MB} MB)\n` +
      `resident memory ${series('rss')} MB, run 1 → run ${RUNS} ${signed(rssGrowth)}` +
      ` (limit +${MAX_RSS_GROWTH_MB} MB)`,
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
      check:
        `API memory over ${RUNS} load runs (run ${RUNS} within +${MAX_LIVE_GROWTH_MB} MB live` +
        ` and +${MAX_RSS_GROWTH_MB} MB resident of run 1)`,
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
    console.error(`FAIL: memory grew past its limit from run 1 to run ${RUNS}`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await stopApi(api);
}
process.exit(failed ? 1 : 0);
