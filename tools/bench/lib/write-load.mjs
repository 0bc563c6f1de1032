// The write part of the bench: the API with production settings on a fresh
// PostgreSQL database of its own, loaded with cart updates, order history and
// checkouts by 50 customers at once, each connection its own customer, while a
// second autocannon asks for the cached catalogue list. Then the same cart
// load on embedded PGlite, where the catalogue must stay responsive too.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { ROOT } from './servers.mjs';
import { median } from './stats.mjs';
import { steadyProbe } from './steady-probe.mjs';

/** @import { Client } from 'pg' */

/**
 * A customer of the bench: the session's token, the user's id, and the
 * product their cart and checkouts use (set once the catalogue is read).
 * @typedef {{ token: string, id: string, productId?: number }} Customer
 */

/** The requests one customer's connection sends, over and over. @typedef {(customer: Customer) => autocannon.Request[]} Sequence */

/** The catalogue's answer, of which only these are read. @typedef {{ items: { id: number, stock: number }[] }} Catalogue */

/**
 * An API started for this part: its origin, its pid (for its CPU time), the
 * script it runs, and how to stop it.
 * @typedef {{ origin: string, pid: number | undefined, command: string, stop: () => Promise<unknown> }} ApiProcess
 */

/** One measured run of a route (measureRun). @typedef {Awaited<ReturnType<typeof measureRun>>} RunFigures */

/** A route's measured runs, as bench.json holds them (measureWrite). @typedef {Awaited<ReturnType<typeof measureWrite>>} WriteRoute */

/**
 * One database engine's runs: the API in front of it, and each route.
 * `productsBought` is how many products the checkouts spread over, where they did.
 * @typedef {object} EngineRun
 * @property {string} engine
 * @property {number} [productsBought]
 * @property {number} instances
 * @property {number | null} poolMax
 * @property {string} runner
 * @property {Record<string, WriteRoute>} routes
 */

/** The write part of bench.json (measureWrites). @typedef {Awaited<ReturnType<typeof measureWrites>>} WriteResults */

// The API's own PostgreSQL client, to make and drop the bench's database.
/** @type {typeof import('pg', { with: { 'resolution-mode': 'require' } })} */
const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

export const WRITE_CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 3;
const HOSTNAME = '127.0.0.1';
/** Ports of their own inside the bench's range, so this part never meets the others' API. */
const PORTS = { postgres: 9002, pglite: 9003 };
const STORE_ID = 38;
/** Orders each customer has before the history is read: more than one page. */
const ORDERS_IN_HISTORY = 12;
/**
 * The catalogue probe: shoppers browsing while others check out. A steady
 * 200 requests a second over up to 10 connections: unthrottled, it would take
 * the CPU the write load is measured on; at a fixed rate its latency shows how
 * long a cheap request waits behind the writes.
 */
const CATALOGUE_PROBE = { connections: 10, rate: 200 };
const PASSWORD = 'bench customer password';
const START_TIMEOUT_MS = 120_000;

/** A PostgreSQL server to create the bench's database on: TEST_DATABASE_URL, or the one ensure_postgres sets up. */
function adminUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const script = path.join(ROOT, 'scripts/lib/ensure-tools.sh');
  const url = execFileSync(
    'bash',
    ['-c', `source "${script}" && ensure_postgres >&2 && printf %s "$TEST_DATABASE_URL"`],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
  if (!url) throw new Error('no PostgreSQL: set TEST_DATABASE_URL');
  return url;
}

/** Linux's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = existsSync('/proc/self/stat')
  ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
  : null;

/**
 * CPU seconds used so far by the processes `pick` chooses (given pid, parent
 * pid and command name); null where there is no /proc. Read before and after a
 * run, it says what each part of the machine spent on it.
 * @param {(found: { pid: number, ppid: number, comm: string }) => boolean} pick
 * @returns {number | null}
 */
function cpuSeconds(pick) {
  if (!CLOCK_TICKS) return null;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    // The command name is in parentheses and may hold spaces; the fields after it are plain.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    if (!pick({ pid: Number(entry), ppid: Number(fields[1]), comm })) continue;
    ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
  }
  return ticks / CLOCK_TICKS;
}

/**
 * The CPU meters of one run: the API (with the embedded database's process,
 * its child), every PostgreSQL process (backends, WAL writer, checkpointer),
 * and this process (autocannon, the load generator).
 * @param {number | undefined} apiPid
 */
const cpuMeters = (apiPid) => ({
  api: () => cpuSeconds(({ pid, ppid }) => pid === apiPid || ppid === apiPid),
  postgres: () => cpuSeconds(({ comm }) => comm === 'postgres'),
  load: () => cpuSeconds(({ pid }) => pid === process.pid),
});

/** @param {Record<string, () => number | null>} meters */
const readMeters = (meters) =>
  Object.fromEntries(Object.entries(meters).map(([name, read]) => [name, read()]));

/**
 * `work` on a connection of its own to `url`, closed after.
 * @template T
 * @param {string} url
 * @param {(client: Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} admin
 * @param {string} name
 */
const databaseUrlOf = (admin, name) => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The compiled API when it has been built, else the TypeScript source through tsx.
 * @returns {[string, string[]]}
 */
function apiCommand() {
  const compiled = path.join(ROOT, 'api/dist/server.js');
  if (existsSync(compiled)) return [process.execPath, [compiled]];
  return [path.join(ROOT, 'api/node_modules/.bin/tsx'), [path.join(ROOT, 'api/src/server.ts')]];
}

/**
 * Whether something answers on the port: an API left from an earlier run would be measured instead.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: HOSTNAME, port });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<ApiProcess>}
 */
export async function startApi(port, env) {
  if (await portInUse(port))
    throw new Error(`port ${port} is in use: stop what listens there first`);
  const [command, args] = apiCommand();
  const child = spawn(command, args, {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: HOSTNAME,
      PORT: String(port),
      AUTH_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://${HOSTNAME}:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the API on port ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/stores/${STORE_ID}`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  if (Date.now() >= deadline) throw new Error(`the API on port ${port} did not start`);
  return {
    origin,
    pid: child.pid,
    command: path.basename(args[0]),
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
  };
}

/**
 * The API's JSON answer, as parsed.
 * @param {string} origin
 * @param {string} method
 * @param {string} url
 * @param {{ token?: string, body?: unknown }} [options]
 */
export async function call(origin, method, url, { token, body } = {}) {
  const response = await fetch(`${origin}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authKey: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * n new customers of the bench store, registered through the API as a shopper would.
 * @param {string} origin
 * @param {number} n
 */
export async function registerCustomers(origin, n) {
  /** @type {Customer[]} */
  const customers = [];
  // A few at a time: each registration hashes a password.
  for (let start = 0; start < n; start += 10) {
    const batch = Array.from({ length: Math.min(10, n - start) }, async (_, offset) => {
      const index = start + offset;
      const { token, user } = await call(origin, 'POST', '/auth/register', {
        body: {
          name: `Bench Customer ${index}`,
          email: `bench-${index}@example.test`,
          mobile: `+447400${100000 + index}`,
          password: PASSWORD,
        },
      });
      return { token, id: user.id };
    });
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/**
 * The catalogue's first page of products, each with more on the shelf than any run can sell.
 * @param {string} origin
 * @param {string} databaseUrl
 */
export async function stockUp(origin, databaseUrl) {
  /** @type {Catalogue} */
  const catalogue = await call(origin, 'GET', `/stores/${STORE_ID}/products`);
  const productIds = catalogue.items.map((product) => product.id);
  await withClient(databaseUrl, (client) =>
    client.query('update products set stock = 10000000 where id = any($1)', [productIds]),
  );
  return productIds;
}

/**
 * The bench's customers get a verified mobile directly in the database: in
 * production the texted code leaves through a real SMS provider, which a bench
 * has no phone for.
 * @param {string} databaseUrl
 * @param {Customer[]} customers
 */
export const verifyMobiles = (databaseUrl, customers) =>
  withClient(databaseUrl, (client) =>
    client.query('update users set mobile_verified_at = now() where id = any($1)', [
      customers.map((customer) => customer.id),
    ]),
  );

/**
 * One autocannon run where connection i is customer i: each connection is
 * handed its own request sequence. Latencies are collected per status code,
 * so a run that mixes requests can report the one it is about.
 * @param {string} origin
 * @param {Customer[]} customers
 * @param {Sequence} sequenceFor
 * @param {number} duration seconds
 */
function runAs(origin, customers, sequenceFor, duration) {
  let next = 0;
  /** @type {Map<number, number[]>} */
  const latencies = new Map();
  // Without a callback autocannon answers its instance, made thenable; the
  // types have it answer a bare promise.
  const instance = /** @type {autocannon.Instance & Promise<autocannon.Result>} */ (
    autocannon({
      url: origin,
      connections: WRITE_CONNECTIONS,
      duration,
      requests: sequenceFor(customers[0]),
      setupClient(client) {
        client.setRequests(sequenceFor(customers[next++ % customers.length]));
      },
    })
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (!latencies.has(statusCode)) latencies.set(statusCode, []);
    // Set just above, when the status code was new.
    /** @type {number[]} */ (latencies.get(statusCode)).push(responseTime);
  });
  return instance.then((result) => ({ result, latencies }));
}

/**
 * @param {number[]} values
 * @param {number} fraction
 */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * The catalogue list at the probe's rate, for as long as a write run lasts.
 * @param {string} origin
 * @param {number} durationS
 */
const catalogueProbe = (origin, durationS) =>
  steadyProbe({ url: `${origin}/api/stores/${STORE_ID}/products`, durationS, ...CATALOGUE_PROBE });

/**
 * Measured runs per route. This machine's speed drifts from one run to the
 * next (a 2-CPU virtual machine), so each figure is the median of these runs,
 * with the lowest and highest beside it.
 */
const RUNS = 3;

/**
 * One measured run with the catalogue probe beside it. `counted` names the
 * status code whose responses are the figure (201 for orders); every answer
 * outside 2xx is an error.
 * @param {ApiProcess} api
 * @param {Customer[]} customers
 * @param {Sequence} sequenceFor
 * @param {number} counted
 */
async function measureRun(api, customers, sequenceFor, counted) {
  const { origin } = api;
  const meters = cpuMeters(api.pid);
  const before = readMeters(meters);
  const [{ result, latencies }, catalogue] = await Promise.all([
    runAs(origin, customers, sequenceFor, DURATION_S),
    catalogueProbe(origin, DURATION_S),
  ]);
  // Read only where the figure before the run was read, and then /proc was there after it.
  const after = /** @type {Record<string, number>} */ (readMeters(meters));
  const answered = latencies.get(counted) ?? [];
  // CPU per counted answer: what one more cart update (or order, with its cart
  // line) costs each part. The probe's cached reads are in the API's share.
  const cpuMsPerAnswer = Object.fromEntries(
    Object.keys(meters).map((name) => [
      name,
      before[name] === null || answered.length === 0
        ? null
        : ((after[name] - before[name]) * 1000) / answered.length,
    ]),
  );
  return {
    perSecond: answered.length / DURATION_S,
    p50: answered.length ? percentile(answered, 0.5) : null,
    p99: answered.length ? percentile(answered, 0.99) : null,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerAnswer,
    catalogue: {
      requestsPerSecond: catalogue.latencies.length / catalogue.seconds,
      // Only answers that came are timed: with none, there is no p99 to show.
      p99: catalogue.latencies.length ? percentile(catalogue.latencies, 0.99) : null,
      errors: catalogue.errors,
    },
  };
}

/**
 * The median of the runs' figures; a run without an answer counts as the
 * slowest, and a median that falls on one is null (no answer).
 * @param {(number | null)[]} values
 * @param {number} [missing]
 */
function medianOf(values, missing = Infinity) {
  const middle = median(values.map((value) => value ?? missing));
  return Number.isFinite(middle) ? middle : null;
}

/**
 * Lowest and highest of the runs' figures, null where a run had no answer.
 * @param {(number | null)[]} values
 * @returns {[number, number] | null}
 */
const rangeOf = (values) =>
  // includes(null) leaves the type of values as it was; past it, every one is a number.
  values.includes(null)
    ? null
    : [
        Math.min(.../** @type {number[]} */ (values)),
        Math.max(.../** @type {number[]} */ (values)),
      ];

/**
 * Warm-up, then RUNS measured runs: each figure is their median, errors are
 * their sum, and `ranges` keeps the lowest and highest of the main ones.
 * @param {ApiProcess} api
 * @param {Customer[]} customers
 * @param {Sequence} sequenceFor
 * @param {number} counted
 */
export async function measureWrite(api, customers, sequenceFor, counted) {
  const { origin } = api;
  // The probe warms up too: a shop's catalogue list is asked for all day, so
  // its figure is a cached answer's, not the first read after a start.
  await Promise.all([
    runAs(origin, customers, sequenceFor, WARMUP_S),
    catalogueProbe(origin, WARMUP_S),
  ]);
  /** @type {RunFigures[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await measureRun(api, customers, sequenceFor, counted));
  /**
   * @template T
   * @param {(run: RunFigures) => T} pick
   */
  const each = (pick) => runs.map(pick);
  return {
    runs: RUNS,
    // With 0 for a run without answers every figure is finite, and so is their median.
    perSecond: /** @type {number} */ (
      medianOf(
        each((run) => run.perSecond),
        0,
      )
    ),
    p50: medianOf(each((run) => run.p50)),
    p99: medianOf(each((run) => run.p99)),
    errors: each((run) => run.errors).reduce((sum, errors) => sum + errors, 0),
    cpuMsPerAnswer: Object.fromEntries(
      Object.keys(runs[0].cpuMsPerAnswer).map((name) => [
        name,
        medianOf(each((run) => run.cpuMsPerAnswer[name])),
      ]),
    ),
    catalogue: {
      requestsPerSecond: medianOf(
        each((run) => run.catalogue.requestsPerSecond),
        0,
      ),
      p99: medianOf(each((run) => run.catalogue.p99)),
      errors: each((run) => run.catalogue.errors).reduce((sum, errors) => sum + errors, 0),
    },
    ranges: {
      perSecond: rangeOf(each((run) => run.perSecond)),
      p99: rangeOf(each((run) => run.p99)),
      catalogueP99: rangeOf(each((run) => run.catalogue.p99)),
    },
  };
}

/**
 * Each customer sets the line of their own product, the one they later check out.
 * @type {Sequence}
 */
export const cartUpdate = (customer) => [
  {
    method: 'PUT',
    path: `/api/me/cart/items/${customer.productId}`,
    headers: { authKey: customer.token, 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: 2 }),
  },
];

/** @type {Sequence} */
const orderHistory = (customer) => [
  { method: 'GET', path: '/api/me/orders', headers: { authKey: customer.token } },
];

/**
 * Each placed order needs a cart: fill it, then check out. Customers buy
 * different products (customer i the i-th of the page, round), as a crowd of
 * shoppers does; checkouts of one product queue on its row, which this
 * measures apart from the write path itself.
 * @type {Sequence}
 */
export const placeOrder = (customer) => [
  {
    method: 'PUT',
    path: `/api/me/cart/items/${customer.productId}`,
    headers: { authKey: customer.token, 'content-type': 'application/json' },
    body: JSON.stringify({ quantity: 1 }),
  },
  {
    method: 'POST',
    path: '/api/me/orders',
    headers: { authKey: customer.token, 'content-type': 'application/json' },
    body: JSON.stringify({ deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' }),
  },
];

/**
 * @param {string} origin
 * @param {Customer[]} customers
 */
async function placeHistory(origin, customers) {
  await Promise.all(
    customers.map(async (customer) => {
      for (let order = 0; order < ORDERS_IN_HISTORY; order += 1) {
        await call(origin, 'PUT', `/me/cart/items/${customer.productId}`, {
          token: customer.token,
          body: { quantity: 1 },
        });
        await call(origin, 'POST', '/me/orders', {
          token: customer.token,
          body: { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' },
        });
      }
    }),
  );
}

/**
 * @param {typeof PORTS} ports
 * @returns {Promise<EngineRun>}
 */
async function onPostgres(ports) {
  const admin = adminUrl();
  const name = `storefront_bench_${randomBytes(5).toString('hex')}`;
  await withClient(admin, (client) => client.query(`create database ${name}`));
  const databaseUrl = databaseUrlOf(admin, name);
  // PostgreSQL shares this machine's cores with the API and the load: a pool
  // of twice the cores plus one, the usual rule for PostgreSQL connections,
  // keeps its backends from crowding out the API (a pool of 10 doubled the
  // catalogue's p99). The API's own default of 10 assumes a database server.
  const poolMax = process.env.DB_POOL_MAX ?? String(2 * availableParallelism() + 1);
  /** @type {ApiProcess | undefined} */
  let api;
  try {
    api = await startApi(ports.postgres, { DATABASE_URL: databaseUrl, DB_POOL_MAX: poolMax });
    const customers = await registerCustomers(api.origin, WRITE_CONNECTIONS);
    await verifyMobiles(databaseUrl, customers);
    const productIds = await stockUp(api.origin, databaseUrl);
    customers.forEach((customer, index) => {
      customer.productId = productIds[index % productIds.length];
    });
    await placeHistory(api.origin, customers);
    console.log(`  prepared ${customers.length} customers with ${ORDERS_IN_HISTORY} orders each`);
    /** @type {Record<string, WriteRoute>} */
    const routes = {};
    routes['cart update'] = await measureWrite(api, customers, cartUpdate, 200);
    console.log('  measured cart updates on PostgreSQL');
    routes['order history'] = await measureWrite(api, customers, orderHistory, 200);
    console.log('  measured order history on PostgreSQL');
    routes['place order'] = await measureWrite(api, customers, placeOrder, 201);
    console.log('  measured checkouts on PostgreSQL');
    return {
      engine: 'PostgreSQL',
      productsBought: productIds.length,
      instances: 1,
      poolMax: Number(poolMax),
      runner: api.command,
      routes,
    };
  } finally {
    await api?.stop();
    await withClient(admin, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  }
}

/**
 * @param {typeof PORTS} ports
 * @returns {Promise<EngineRun>}
 */
async function onPglite(ports) {
  const api = await startApi(ports.pglite, { PGLITE_DIR: 'memory' });
  try {
    const customers = await registerCustomers(api.origin, WRITE_CONNECTIONS);
    /** @type {Catalogue} */
    const catalogue = await call(api.origin, 'GET', `/stores/${STORE_ID}/products`);
    const inStock = catalogue.items.filter((product) => product.stock >= 2);
    customers.forEach((customer, index) => {
      customer.productId = inStock[index % inStock.length].id;
    });
    const routes = {
      'cart update': await measureWrite(api, customers, cartUpdate, 200),
    };
    console.log('  measured cart updates on PGlite');
    return {
      engine: 'PGlite (PGLITE_DIR=memory)',
      instances: 1,
      poolMax: null,
      runner: api.command,
      routes,
    };
  } finally {
    await api.stop();
  }
}

/** The write paths on PostgreSQL, then the catalogue under cart load on PGlite, with the machine's load beside them. */
export async function measureWrites() {
  /** @param {string} when */
  const load = (when) => ({
    when,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  });
  const machine = { cpus: availableParallelism(), load: [load('start')] };
  const postgres = await onPostgres(PORTS);
  machine.load.push(load('after PostgreSQL'));
  const pglite = await onPglite(PORTS);
  machine.load.push(load('end'));
  return {
    connections: WRITE_CONNECTIONS,
    durationSeconds: DURATION_S,
    runs: RUNS,
    catalogueProbe: CATALOGUE_PROBE,
    machine,
    postgres,
    pglite,
  };
}
