import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, dropDatabase } from './helper';

// On PostgreSQL the shop's reads (catalogue, store) have a pool of their own,
// so a shopper browsing never waits for the connections checkouts hold. The
// embedded engine has one connection for everything, so this file always runs
// on PostgreSQL: TEST_DATABASE_URL, or the local server the scripts start.
const ADMIN_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@localhost:5432/postgres';

const databaseName = `storefront_test_${randomBytes(6).toString('hex')}`;
let app: FastifyInstance;

beforeAll(async () => {
  const databaseUrl = await createDatabase(ADMIN_URL, databaseName);
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NOTIFY_POLL_MS: '0',
      DATABASE_URL: databaseUrl,
      DB_POOL_MAX: '1',
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await dropDatabase(ADMIN_URL, databaseName);
});

it('answers the catalogue and the store while every connection of the main pool is taken', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const taken = new Promise<void>((resolve) => (holding = resolve));
  // The main pool's one connection, held in a transaction as a slow checkout would.
  const checkout = app.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    holding();
    await held;
  });
  await taken;

  const answers = await Promise.all(
    ['/api/stores/38/products?sort=newest', '/api/products/1', '/api/stores/38'].map((url) =>
      app.inject({ method: 'GET', url }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

  release();
  await checkout;
});
