// The bench's own copy of the large data set: made from the template that
// `seed:scale --template` keeps (the API's copyScaleTemplate, through tsx, so
// there is one way to copy it), brought up to date by the API's release step,
// and read for the fixed points the routes ask for.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../lib/servers.mjs';
import { withClient } from '../lib/write-load.mjs';

/** @import { Client } from 'pg' */

export const TEMPLATE = { size: 'large', seed: 1, name: 'storefront_scale_large_s1' };
export const BENCH_DATABASE = 'storefront_bench_large';
export const STORE_ID = 38;
export const OPERATOR = {
  email: 'operator@corner-market.test',
  password: 'operator-38-pass',
  // Published with the demo accounts (api/src/db/seed/demo-accounts.ts).
  totpSecret: 'CORNERMARKETOWNERDEMOTOTPSECRET2',
};
/** The scale data's customer with exactly 500 orders (docs/scale.md). */
export const BUSY_CUSTOMER = {
  email: 'five.hundred.orders@example.com',
  password: 'scale-customer-pass',
};
const SIX_VARIANTS_SKU = 'SC-000005';

/** The server to copy on: DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export const adminUrl = () =>
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@localhost:5432/postgres';

/**
 * @param {string} admin
 * @param {string} name
 */
export function databaseUrlOf(admin, name) {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What to run when the template is not there: about 14 minutes here (docs/scale.md). @param {string} admin */
export const templateCommand = (admin) =>
  `DATABASE_URL=${admin} pnpm --dir api seed:scale --size large --template`;

/** @param {string} admin */
export const templateExists = (admin) =>
  withClient(admin, async (client) => {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [
      TEMPLATE.name,
    ]);
    return rows.length > 0;
  });

/**
 * Drops the bench's database and copies the template into it afresh;
 * answers its URL and the seconds the copy took.
 * @param {string} admin
 */
export async function copyTemplate(admin) {
  await withClient(admin, (client) =>
    client.query(`drop database if exists ${BENCH_DATABASE} with (force)`),
  );
  const started = performance.now();
  const copy = spawnSync(
    'pnpm',
    [
      '--dir',
      'api',
      'exec',
      'tsx',
      path.join(import.meta.dirname, 'copy-template.ts'),
      admin,
      BENCH_DATABASE,
      TEMPLATE.size,
      String(TEMPLATE.seed),
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (copy.status !== 0) throw new Error(`copying ${TEMPLATE.name} failed (exit ${copy.status})`);
  return {
    url: databaseUrlOf(admin, BENCH_DATABASE),
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * The API's release step on the copy, as a deployment runs it: pending
 * migrations (and any index they build) before the API starts. SEED=false:
 * the copy holds the demo store already. Answers the seconds it took.
 * @param {string} databaseUrl
 */
export function migrate(databaseUrl) {
  const started = performance.now();
  const run = spawnSync('pnpm', ['--dir', 'api', 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, SEED: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`pnpm --dir api migrate failed (exit ${run.status})`);
  return (performance.now() - started) / 1000;
}

/**
 * VACUUM (ANALYZE) of the migrated copy, as autovacuum does in service: a
 * migration that rewrites rows (0040's scale codes) leaves pages the
 * visibility map no longer vouches for and statistics out of date, and the
 * planner then reads the table where an index alone would do. Measured
 * before autovacuum comes round, the routes would show the release's
 * aftermath, not the shop's steady state. Answers the seconds it took.
 * @param {string} databaseUrl
 */
export async function vacuum(databaseUrl) {
  const started = performance.now();
  await withClient(databaseUrl, (client) => client.query('VACUUM (ANALYZE)'));
  return (performance.now() - started) / 1000;
}

/**
 * The rows the routes are asked about, read from the copy: the product with
 * six variants, the largest category, and the customer with 500 orders.
 * @param {string} databaseUrl
 */
export function readFixedPoints(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const product = await client.query(
      `select p.id, (select count(*)::int from products v where v.variant_of = p.id) as variants
         from products p where p.store_id = $1 and p.sku = $2`,
      [STORE_ID, SIX_VARIANTS_SKU],
    );
    const category = await client.query(
      `select c.slug, count(*)::int as products
         from products p join categories c on c.id = p.category_id
        where p.store_id = $1 and p.published and p.variant_of is null
        group by c.slug order by products desc, c.slug limit 1`,
      [STORE_ID],
    );
    const customer = await client.query(
      `select u.id, u.name, u.email, u.mobile,
              (select count(*)::int from orders o where o.user_id = u.id) as orders
         from users u where u.email = $1`,
      [BUSY_CUSTOMER.email],
    );
    if (!product.rows[0] || !category.rows[0] || !customer.rows[0])
      throw new Error(
        `${BENCH_DATABASE} lacks the scale data's fixed points (${SIX_VARIANTS_SKU}, ${BUSY_CUSTOMER.email})`,
      );
    return {
      product: /** @type {{ id: number, variants: number }} */ (product.rows[0]),
      sku: SIX_VARIANTS_SKU,
      category: /** @type {{ slug: string, products: number }} */ (category.rows[0]),
      customer:
        /** @type {{ id: string, name: string, email: string, mobile: string, orders: number }} */ (
          customer.rows[0]
        ),
    };
  });
}

/** @typedef {Awaited<ReturnType<typeof readFixedPoints>>} FixedPoints */

/**
 * A code works once (api/src/lib/totp.ts): the operator's last one is
 * forgotten, so a sign-in within 30 s of the last one still passes.
 * @param {string} databaseUrl
 */
export const forgetLastTotpStep = (databaseUrl) =>
  withClient(databaseUrl, (client) =>
    client.query(
      `update two_factor_secrets set last_time_step = null
        where user_id = (select id from users where email = $1)`,
      [OPERATOR.email],
    ),
  );

/**
 * Waits until no client has run a statement on the bench's database for a
 * second (autovacuum may work meanwhile), or gives up after `timeoutMs`,
 * answering false: a route whose requests the API was still working on when
 * its load ended must not slow the next one, nor put its plans in the next
 * one's part of the log.
 * @param {string} databaseUrl
 */
export function waitForQuietDatabase(databaseUrl, timeoutMs = 180_000) {
  return withClient(databaseUrl, async (client) => {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select count(*)::int as busy from pg_stat_activity
          where datname = current_database() and backend_type = 'client backend'
            and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0].busy > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 1000) return true;
      await sleep(100);
    }
    return false;
  });
}
