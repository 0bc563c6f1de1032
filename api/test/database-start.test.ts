import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { PRODUCTS, VARIANT_FAMILIES } from '../src/db/seed/catalogue';
import { createDatabase, dropDatabase } from './helper';

/**
 * Instances started at the same moment on one empty database all come up, and
 * the schema and seed are there once. On PostgreSQL (TEST_DATABASE_URL) the
 * instances share one new database. Embedded PGlite belongs to one instance:
 * the processes each have their own, and two in-process instances on one data
 * directory take turns (the second opens it once the first has let go).
 */

const API_DIR = path.resolve(__dirname, '..');
const HOST = '127.0.0.1';
/**
 * This file's slice of the ports reserved for these runs: the two API passes
 * run side by side (npm test), so each has four of its own.
 */
const PORTS = process.env.TEST_DATABASE_URL ? [9305, 9306, 9307, 9308] : [9301, 9302, 9303, 9304];
/**
 * On PostgreSQL every process meets the others on one database. On PGlite each
 * process opens its own in memory, so a second one would check the same first
 * start again (about 10 s of CPU each on a busy CI core): one is started.
 */
const STARTED = process.env.TEST_DATABASE_URL ? PORTS : PORTS.slice(0, 1);
const START_TIMEOUT_MS = 150_000;
const adminUrl = process.env.TEST_DATABASE_URL;

// Every product row: the listed products, and the variants some of them have.
const SEEDED_VARIANTS = VARIANT_FAMILIES.flatMap((family) => family.variants);
const PRODUCT_ROWS = PRODUCTS.length + SEEDED_VARIANTS.length;
const STOCKED_PRODUCTS = [...PRODUCTS, ...SEEDED_VARIANTS].filter((row) => row.stock > 0).length;

/** What the seed leaves behind: each count is doubled (or worse) by a seed that ran twice. */
async function seedCounts(query: (sql: string) => Promise<{ n: number }[]>) {
  const one = async (sql: string) => Number((await query(sql))[0]!.n);
  return {
    products: await one('SELECT count(*) AS n FROM products'),
    openingBalances: await one(
      "SELECT count(*) AS n FROM stock_movements WHERE kind = 'opening_balance'",
    ),
    accounts: await one('SELECT count(*) AS n FROM users'),
    welcomeCredits: await one('SELECT count(*) AS n FROM wallet_entries'),
  };
}
const SEEDED_ONCE = {
  products: PRODUCT_ROWS,
  openingBalances: STOCKED_PRODUCTS,
  accounts: Object.keys(SEED_ACCOUNTS).length,
  welcomeCredits: 1,
};

async function countsOnPostgres(databaseUrl: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedCounts(async (sql) => (await client.query<{ n: number }>(sql)).rows);
  } finally {
    await client.end();
  }
}

const countsThroughApp = (app: FastifyInstance) =>
  seedCounts(
    async (query) => ((await app.db.execute(query)) as unknown as { rows: { n: number }[] }).rows,
  );

describe('API processes started at the same moment', () => {
  const databaseName = `storefront_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    await Promise.all(children.map(stop));
    if (adminUrl) await dropDatabase(adminUrl, databaseName);
  });

  it(
    'all come up, answer, and find the store seeded once',
    async () => {
      if (adminUrl) databaseUrl = await createDatabase(adminUrl, databaseName);
      const outputs = STARTED.map(() => ({ text: '' }));
      for (const [index, port] of STARTED.entries()) {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
          cwd: API_DIR,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            HOST,
            PORT: String(port),
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            NOTIFY_POLL_MS: '0',
            // The seed that must run once includes the demo accounts, hashed at the
            // run's test cost (global-setup.ts): how long a hash takes is not what is checked.
            DEMO_ACCOUNTS: 'published',
            PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? '12',
            ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: 'memory' }),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.on('data', (chunk) => (outputs[index]!.text += chunk));
        child.stderr!.on('data', (chunk) => (outputs[index]!.text += chunk));
        children.push(child);
      }

      const answers = await Promise.all(
        STARTED.map((port, index) =>
          waitForStore(`http://${HOST}:${port}`, children[index]!, () => outputs[index]!.text),
        ),
      );
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, id: 38 });

      for (const port of STARTED) {
        const response = await fetch(`http://${HOST}:${port}/api/stores/38/products?pageSize=1`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { total: number }).total).toBe(PRODUCTS.length);
      }
      if (databaseUrl) expect(await countsOnPostgres(databaseUrl)).toEqual(SEEDED_ONCE);
    },
    START_TIMEOUT_MS + 30_000,
  );
});

describe('two in-process instances started at once on one database', () => {
  const databaseName = `storefront_test_${randomBytes(6).toString('hex')}`;
  let tempDir: string | undefined;
  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (adminUrl) await dropDatabase(adminUrl, databaseName);
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });

  it('both come up, and the store is seeded once', async () => {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NOTIFY_POLL_MS: '0',
      DEMO_ACCOUNTS: 'published',
      UPLOADS_DIR: path.join(tempDir, 'uploads'),
      ...(adminUrl
        ? { DATABASE_URL: await createDatabase(adminUrl, databaseName) }
        : { PGLITE_DIR: path.join(tempDir, 'pglite') }),
    });
    const starting = [0, 1].map((index) =>
      buildApp(config).then(async (app) => {
        apps.push(app);
        await app.ready();
        return { app, index };
      }),
    );

    const first = await Promise.race(starting);
    await expectServing(first.app);
    if (!adminUrl) {
      // One embedded database, one process: the second waits for the first to let go.
      await first.app.close();
      apps.splice(apps.indexOf(first.app), 1);
    }
    const second = await starting[1 - first.index]!;
    await expectServing(second.app);
    // Two first starts one after the other, on a machine busy with the other pass.
  }, 300_000);
});

async function expectServing(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/stores/38' });
  expect(response.statusCode).toBe(200);
  expect(await countsThroughApp(app)).toEqual(SEEDED_ONCE);
}

/** Polls GET /api/stores/38 until it answers, the process exits, or time runs out. */
async function waitForStore(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The API on ${base} exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${base}/api/stores/38`, {
        signal: AbortSignal.timeout(5_000),
      });
      return { status: response.status, id: ((await response.json()) as { id: number }).id };
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`The API on ${base} did not answer in time:\n${output()}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
