import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { products, users } from '../src/db/schema';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { freshDatabase } from './databases';

export { createDatabase, dropDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
  /** The PostgreSQL database the app runs on; unset on PGlite. */
  databaseUrl?: string;
}

/** Settings for a test: a value overrides the tests' own, and undefined removes it (the default applies). */
export type TestEnv = Record<string, string | undefined>;

/** The settings every test instance starts from; `env` adds to them or overrides them. */
const testConfig = (env: TestEnv) =>
  loadConfig(
    withoutUnset({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PGLITE_DIR: 'memory',
      AUTH_RATE_LIMIT: '1000',
      // The tests sign in as the demo accounts and read codes from the dev outbox.
      DEMO_ACCOUNTS: 'published',
      DEV_OUTBOX: 'true',
      // Messages are sent when a test asks (app.notificationDispatcher.flush()), never on a timer.
      NOTIFY_POLL_MS: '0',
      ...env,
    }),
  );

const withoutUnset = (env: TestEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** A production start as `NODE_ENV=production` makes it: none of the tests' demo accounts or dev routes. */
export const PRODUCTION: TestEnv = {
  NODE_ENV: 'production',
  DEMO_ACCOUNTS: undefined,
  DEV_OUTBOX: undefined,
};

/**
 * The API on a database of its own (see freshDatabase): in-memory PGlite by
 * default, or — when TEST_DATABASE_URL names a PostgreSQL server — a new
 * database made for this test file and dropped after it.
 */
export async function build(env: TestEnv = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp(testConfig({ ...database.env, ...env }));
  await app.ready();
  return {
    app,
    databaseUrl: database.databaseUrl,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Another API instance on the same PostgreSQL database as `first`, as a
 * cluster runs them. Built after `first` is ready, which migrated and seeded
 * the database; close it before `first`, which drops the database.
 */
export async function buildPeer(first: TestApp, env: TestEnv = {}): Promise<FastifyInstance> {
  if (!first.databaseUrl) throw new Error('A second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const app = await buildApp(testConfig({ DATABASE_URL: first.databaseUrl, ...env }));
  await app.ready();
  return app;
}

/**
 * Each test file has a database of its own, so a counter is enough to keep
 * details unique; it starts at a random point only so that two runs' logs differ.
 * (Adding a fresh random number to every suffix let two customers of one file
 * draw the same mobile now and then.)
 */
let customerCount = Math.floor(Math.random() * 800000);

/** Registers a new customer with unique details and returns the account and token. */
export async function registerCustomer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  customerCount += 1;
  const suffix = String(100000 + (customerCount % 900000));
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: `Customer ${suffix}`,
      email: `customer${suffix}@example.test`,
      mobile: `+447411${suffix}`, // a range no fixed number in the tests uses
      password: 'a long enough password',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return response.json() as {
    token: string;
    user: { id: string; mobile: string; email: string; referralCode: string };
  };
}

/** A logged-in inject: the same request with the token in authKey. */
export function as(token: string) {
  return { authKey: token };
}

/** Marks the customer's mobile as verified, as the OTP flow will once it lands. */
export async function verifyMobile(app: FastifyInstance, userId: string): Promise<void> {
  await app.db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A seeded product by slug, with a known stock (and price, when given). The
 * stock is set as an operator's count would set it, through the ledger.
 */
export async function stockProduct(
  app: FastifyInstance,
  slug: string,
  stock: number,
  priceMinor?: number,
) {
  const product = await app.db.transaction(async (tx) => {
    const [found] = await tx.select().from(products).where(eq(products.slug, slug));
    if (!found) throw new Error(`no product ${slug}`);
    const current = await catalogueRepository.lockStock(tx, found.id);
    if (current !== stock) {
      await catalogueRepository.moveStock(tx, {
        productId: found.id,
        change: stock - current!,
        kind: 'count_correction',
        note: 'Set by a test',
      });
    }
    const [updated] = await tx
      .update(products)
      .set({ priceMinor: priceMinor ?? found.priceMinor })
      .where(eq(products.id, found.id))
      .returning();
    return updated!;
  });
  // Written behind the API's back, so the API's cached catalogue answers must go.
  app.catalogueAnswers.clear();
  return product;
}

/**
 * The Redis that tests share rate limits and cache news through. scripts/test.sh
 * starts one; run alone, a test that needs it fails saying how to start it.
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    throw new Error(
      'This test needs Redis: run `source scripts/lib/ensure-tools.sh; ensure_redis` from the ' +
        'repository root, then run the test again in that shell (it sets TEST_REDIS_URL).',
    );
  }
  return url;
}

/** Two API instances, as behind a load balancer; sharedDatabase says whether they read one database. */
export interface TestPair {
  first: FastifyInstance;
  second: FastifyInstance;
  sharedDatabase: boolean;
  close(): Promise<void>;
}

/**
 * Two API instances with the same settings. With TEST_DATABASE_URL they share
 * one new PostgreSQL database (the second is built once the first has migrated
 * and seeded it); on PGlite each has its own in-memory database, seeded alike.
 */
export async function buildPair(env: TestEnv = {}): Promise<TestPair> {
  const database = await freshDatabase();
  const instance = async () => {
    const app = await buildApp(testConfig({ ...database.env, ...env }));
    await app.ready();
    return app;
  };
  const first = await instance();
  const second = await instance().catch(async (error: unknown) => {
    await first.close();
    throw error;
  });
  return {
    first,
    second,
    sharedDatabase: Boolean(database.databaseUrl),
    async close() {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    },
  };
}

/**
 * For how long `read` still answered something other than `expected`: when the
 * last such read began, in ms from the call (0 when only the first did, or none).
 * Asks every 20 ms, and stops at the first expected answer, or at a wrong one
 * begun past `withinMs` (answered as is, so the caller's `< withinMs` fails).
 * Timed at each read's start, not its end: a cache promises what it sends from
 * when on, and on a busy machine an answer can take long to come back (CI: a
 * right answer began at 1,210 ms, after a wrong one begun before 1,000).
 */
export async function staleForMs(
  read: () => Promise<unknown>,
  expected: unknown,
  withinMs: number,
) {
  const started = performance.now();
  let lastWrong = 0;
  for (;;) {
    const readAt = performance.now() - started;
    if ((await read()) === expected) return lastWrong;
    lastWrong = readAt;
    if (readAt > withinMs) return readAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const TIMER_FUNCTIONS = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Fakes only the timer functions named: the database and inject run on the real ones. */
export function fakeOnly(faked: (typeof TIMER_FUNCTIONS)[number][], now?: number) {
  jest.useFakeTimers({ doNotFake: TIMER_FUNCTIONS.filter((name) => !faked.includes(name)), now });
}
