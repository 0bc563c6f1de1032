// The one API instance the large bench measures, started as the write part
// of the bench starts its API (lib/write-load.mjs: the built API with
// production settings), on the copy, and the two people it is asked for by:
// the operator (password, then the authenticator's code) and the customer
// with 500 orders.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, ROOT, originOf } from '../lib/servers.mjs';
import { call, startApi } from '../lib/write-load.mjs';
import { BUSY_CUSTOMER, OPERATOR, STORE_ID, forgetLastTotpStep } from './database.mjs';

/** @import { ApiProcess } from '../lib/write-load.mjs' */
/** @import { FixedPoints } from './database.mjs' */
/** @import { ListDepths } from './read-routes.mjs' */

// The API's own authenticator codes (RFC 6238), as its tests make them.
/** @type {{ generate: (options: { secret: string, epoch: number }) => Promise<string> }} */
const otplib = createRequire(path.join(ROOT, 'api/package.json'))('otplib');

/** The ports of this part of the bench, apart from every other part's. */
export const LARGE_PORTS = { api: 9300, site: 9301, pglite: 9302, pgliteDemo: 9303 };

/** A throwaway folder for what the API keeps on disk (uploads, a demo's passwords). @param {string} name */
export const scratchDir = (name) => mkdtempSync(path.join(tmpdir(), `storefront-bench-${name}-`));

/**
 * The API on the copy. Its pool is sized as the write part's is for a
 * database sharing the machine (twice the CPUs plus one; DB_POOL_MAX
 * overrides), and its pool for the shop's reads at twice the CPUs
 * (DB_READ_POOL_MAX overrides; the API's default is 2). With 2, the
 * catalogue's statements waited for one of two connections while the cores
 * had time to spare: on 2 cores, 4 gave 3,007 answers a second for page 100
 * where 2 gave 2,420 (p99 25 against 34 ms; the 2026-12-07 00:44 and 00:53
 * runs, docs/scale.md). It neither migrates nor seeds: the release step did.
 * @param {string} databaseUrl
 * @returns {Promise<ApiProcess>}
 */
export async function startLargeApi(databaseUrl) {
  const uploads = scratchDir('uploads');
  const api = await startApi(LARGE_PORTS.api, {
    DATABASE_URL: databaseUrl,
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? String(2 * availableParallelism() + 1),
    DB_READ_POOL_MAX: process.env.DB_READ_POOL_MAX ?? String(2 * availableParallelism()),
    MIGRATE_ON_START: 'false',
    SEED: 'false',
    UPLOADS_DIR: uploads,
    // The console's pages, served by the bench (console.mjs), call it from their own origins.
    CORS_ORIGINS: APPS.map(originOf).join(','),
  }).catch((error) => {
    rmSync(uploads, { recursive: true, force: true });
    throw error;
  });
  return {
    ...api,
    stop: () => api.stop().finally(() => rmSync(uploads, { recursive: true, force: true })),
  };
}

/** The operator's authenticator code of now, from the published secret. */
export const operatorCode = () =>
  otplib.generate({ secret: OPERATOR.totpSecret, epoch: Math.floor(Date.now() / 1000) });

/**
 * The operator's token: the password, then the code of the published secret.
 * @param {string} origin
 * @param {string} databaseUrl
 * @returns {Promise<string>}
 */
export async function signInOperator(origin, databaseUrl) {
  await forgetLastTotpStep(databaseUrl);
  const login = await call(origin, 'POST', '/auth/login', {
    body: { identifier: OPERATOR.email, password: OPERATOR.password },
  });
  if (!login.twoFactor) return login.token;
  const code = await operatorCode();
  const answer = await call(origin, 'POST', '/auth/two-factor', {
    body: { challenge: login.twoFactor.challenge, code },
  });
  return answer.token;
}

/** @param {string} origin @returns {Promise<string>} */
export async function signInBusyCustomer(origin) {
  const answer = await call(origin, 'POST', '/auth/login', {
    body: { identifier: BUSY_CUSTOMER.email, password: BUSY_CUSTOMER.password },
  });
  return answer.token;
}

/**
 * How deep the lists go, as the API pages them (first pages, asked once).
 * A total the API gives only as an estimate ("10,000+") is no page count: the
 * data's own count is used then.
 * @param {string} origin
 * @param {FixedPoints} points
 * @param {string} customerToken
 * @returns {Promise<ListDepths>}
 */
export async function listDepths(origin, points, customerToken) {
  const category = await call(
    origin,
    'GET',
    `/stores/${STORE_ID}/products?category=${points.category.slug}`,
  );
  const orders = await call(origin, 'GET', '/me/orders', { token: customerToken });
  /** @param {unknown} total @param {number} counted */
  const exact = (total, counted) => (Number.isInteger(total) ? Number(total) : counted);
  return {
    productPageSize: category.pageSize,
    categoryProducts: exact(category.total, points.category.products),
    orderPageSize: orders.pageSize,
    orders: exact(orders.total, points.customer.orders),
  };
}
