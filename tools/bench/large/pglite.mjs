// The embedded PGlite: the search and the product list at the medium size
// (the issue: p99 ≤ 100 ms), on a copy of the data set seed:scale keeps in
// api/data/pglite-scale-medium-s1, and how long npm start's API takes to be
// ready on a fresh demo PGlite and on the same data again, beside how long it
// takes on the medium copy. Every API here starts as npm start starts it
// (scripts/run-all.mjs: development, demo accounts with generated passwords,
// kept in a scratch folder here).
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/servers.mjs';
import { call, startApi } from '../lib/write-load.mjs';
import { LARGE_PORTS, scratchDir } from './api.mjs';
import { STORE_ID } from './database.mjs';
import { LARGE_BUDGETS, judgeLoad, judgeReady } from './budgets.mjs';
import { ROUNDS, loadInRounds, waitForQuietApi } from './load.mjs';
import { DEEP_CATALOGUE_PAGE, lastPage } from './read-routes.mjs';
import { routeRow } from './reads.mjs';

/** @import { BudgetName } from './budgets.mjs' */
/** @import { ReadRoute } from './read-routes.mjs' */
/** @import { Row } from './report.mjs' */

export const MEDIUM_PGLITE = path.join(ROOT, 'api/data/pglite-scale-medium-s1');

/**
 * npm start's API on the PGlite folder `dir`: how long it took to answer,
 * and the API to measure or stop.
 * @param {string} dir
 * @param {number} port
 * @param {string} scratch where its uploads and demo passwords go
 */
async function startAsNpmStart(dir, port, scratch) {
  const started = performance.now();
  const api = await startApi(port, {
    NODE_ENV: 'development',
    PGLITE_DIR: dir,
    DEMO_ACCOUNTS: 'generated',
    DEMO_CREDENTIALS_FILE: path.join(scratch, 'demo-accounts.json'),
    UPLOADS_DIR: path.join(scratch, 'uploads'),
  });
  return { api, readyMs: performance.now() - started };
}

/**
 * The ready times of npm start's API on a fresh demo PGlite (it migrates and
 * seeds) and on the same folder again.
 */
export async function npmStartReadyTimes() {
  const scratch = scratchDir('pglite-demo');
  try {
    const dir = path.join(scratch, 'pglite');
    const fresh = await startAsNpmStart(dir, LARGE_PORTS.pgliteDemo, scratch);
    await fresh.api.stop();
    const again = await startAsNpmStart(dir, LARGE_PORTS.pgliteDemo, scratch);
    await again.api.stop();
    return { fresh: { readyMs: fresh.readyMs }, again: { readyMs: again.readyMs } };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The medium copy's API, its read routes measured by `measure` (which loads
 * them and keeps their figures), and how long the copy and the start took.
 * Answers why not, when the data set is not there.
 * @param {(routes: ReadRoute[], origin: string, settle: () => Promise<boolean>) => Promise<unknown>} measure
 */
export async function measureMediumPglite(measure) {
  if (!existsSync(MEDIUM_PGLITE))
    return {
      missing: `${path.relative(ROOT, MEDIUM_PGLITE)} is not there: make it with pnpm --dir api seed:scale --size medium (about a minute)`,
    };
  const scratch = scratchDir('pglite-medium');
  try {
    const dir = path.join(scratch, 'pglite');
    const copyStarted = performance.now();
    cpSync(MEDIUM_PGLITE, dir, { recursive: true });
    const copySeconds = (performance.now() - copyStarted) / 1000;
    const { api, readyMs } = await startAsNpmStart(dir, LARGE_PORTS.pglite, scratch);
    try {
      /** @type {{ items: { slug: string, productCount: number }[] }} */
      const categories = await call(api.origin, 'GET', `/stores/${STORE_ID}/categories`);
      const largest = categories.items.reduce((a, b) => (b.productCount > a.productCount ? b : a));
      const list = `/stores/${STORE_ID}/products`;
      const products = `/api${list}`;
      const first = await call(api.origin, 'GET', `${list}?category=${largest.slug}`);
      const last = lastPage(first.total, first.pageSize);
      /** @type {{ name: string, budget: BudgetName, path: string }[]} */
      const routes = [
        {
          name: 'PGlite: search q=choclate',
          budget: 'pgliteSearch',
          path: `${products}?q=choclate`,
        },
        {
          name: `PGlite: catalogue list, page ${DEEP_CATALOGUE_PAGE}`,
          budget: 'pgliteList',
          path: `${products}?page=${DEEP_CATALOGUE_PAGE}`,
        },
        {
          name: `PGlite: category ${largest.slug}, last page (${last})`,
          budget: 'pgliteList',
          path: `${products}?category=${largest.slug}&page=${last}`,
        },
      ];
      // The categories are read from the database every time: answered quickly, nothing waits.
      const settle = () => waitForQuietApi(api.origin, `/api/stores/${STORE_ID}/categories`);
      await measure(
        routes.map((route) => ({ ...route, uncached: true })),
        api.origin,
        settle,
      );
      return { copySeconds, ready: { readyMs } };
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * npm start's API ready on a demo PGlite, then the medium copy's reads.
 * @param {(row: Row) => void} add
 */
export async function measureOnPglite(add) {
  console.log('PGlite: npm start’s API ready, fresh demo and again:');
  const ready = await npmStartReadyTimes();
  add({
    name: 'npm start’s API, fresh demo PGlite',
    kind: 'ready',
    budget: 'npmStartFresh',
    figures: ready.fresh,
    verdict: judgeReady(ready.fresh, LARGE_BUDGETS.npmStartFresh),
  });
  add({
    name: 'npm start’s API, demo PGlite again',
    kind: 'ready',
    budget: 'npmStartAgain',
    figures: ready.again,
    verdict: judgeReady(ready.again, LARGE_BUDGETS.npmStartAgain),
  });
  console.log('PGlite at the medium size:');
  const medium = await measureMediumPglite(async (routes, origin, settle) => {
    const measured = await loadInRounds(origin, routes, {
      settle,
      onRound: (round) => console.log(`  round ${round} of ${ROUNDS}`),
      watch: async (_route, load) => {
        if (!(await settle())) console.log('  (PGlite was still busy after 3 minutes)');
        return load();
      },
    });
    for (const [index, route] of routes.entries()) add(routeRow(route, measured[index]));
  });
  if ('missing' in medium) {
    for (const budget of /** @type {const} */ (['pgliteSearch', 'pgliteList']))
      add({
        name: LARGE_BUDGETS[budget].label,
        kind: 'load',
        budget,
        figures: null,
        verdict: judgeLoad(null, LARGE_BUDGETS[budget]),
        note: medium.missing,
      });
  } else {
    add({
      name: 'npm start’s API, medium PGlite copy',
      kind: 'ready',
      budget: null,
      figures: medium.ready,
      verdict: null,
      note: `copied in ${medium.copySeconds.toFixed(1)} s`,
    });
  }
}
