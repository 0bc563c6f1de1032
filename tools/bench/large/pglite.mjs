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
import { waitForQuietApi } from './load.mjs';
import { DEEP_CATALOGUE_PAGE, lastPage } from './read-routes.mjs';

/** @import { BudgetName } from './budgets.mjs' */
/** @import { RouteFigures } from './load.mjs' */
/** @import { ReadRoute } from './read-routes.mjs' */

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
 * each and keeps its figures), and how long the copy and the start took.
 * Answers null figures, with why, when the data set is not there.
 * @param {(route: ReadRoute, origin: string, settle: () => Promise<boolean>) => Promise<RouteFigures>} measure
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
      /** @type {{ route: ReadRoute, figures: RouteFigures }[]} */
      const measured = [];
      // The categories are read from the database every time: answered quickly, nothing waits.
      const settle = () => waitForQuietApi(api.origin, `/api/stores/${STORE_ID}/categories`);
      for (const route of routes) {
        if (!(await settle())) console.log('  (PGlite was still busy after 3 minutes)');
        const uncached = { ...route, uncached: true };
        measured.push({ route: uncached, figures: await measure(uncached, api.origin, settle) });
      }
      return { copySeconds, ready: { readyMs }, measured };
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
