#!/usr/bin/env node
// pnpm bench: builds production, serves it on 127.0.0.1 as production would,
// and measures page loads, navigations, copies, Lighthouse, the API, and the
// API's write paths under load on PostgreSQL and PGlite (write).
// Options: --runs N (default 5), --skip-build,
// --only pages,navigation,interactions,lighthouse,api,write,
// --peers FILE (default tools/bench/peers.json): other sites' pages and moves,
// measured beside ours in the same run (with pages and navigation).
// --data large: instead, the API at a real grocer's size on PostgreSQL, and
// PGlite at the medium size, against their own budgets (large/run.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CPU_SLOWDOWN, launchBrowser } from './lib/browser.mjs';
import { measureApi } from './lib/api-load.mjs';
import { judge } from './lib/budgets.mjs';
import { benchInteractions, interactOnce } from './lib/interactions.mjs';
import { lighthouseOf } from './lib/lighthouse.mjs';
import { NAVIGATIONS, navigateOnce } from './lib/navigation.mjs';
import {
  WINDOW_MS,
  benchPages,
  firstPaintOfBenchPage,
  loadBenchPage,
  prepareStates,
  summarise,
} from './lib/pages.mjs';
import {
  loadPeerOnce,
  navigatePeer,
  ratiosTo,
  readPeers,
  startPeer,
  summarisePeer,
} from './lib/peers.mjs';
import { printReport } from './lib/report.mjs';
import { API_URL, ROOT, originOf, startServers } from './lib/servers.mjs';
import { p75, spread } from './lib/stats.mjs';
import { measureWrites } from './lib/write-load.mjs';
import { runLargeBench } from './large/run.mjs';

/**
 * @import { Budgets } from './lib/budgets.mjs'
 * @import { FirstPaint, PageSample } from './lib/pages.mjs'
 * @import { BenchResults } from './lib/report.mjs'
 */

const DEMO = { identifier: 'demo@corner-market.test', password: 'demo-customer-pass' };
/** The parts that need the production build served and a browser; write starts its own API. */
const SERVED_PARTS = ['pages', 'navigation', 'interactions', 'lighthouse', 'api'];
const ALL_PARTS = [...SERVED_PARTS, 'write'];
const WARM_UP_DRAWS = 3;
// A first byte is a few milliseconds against a busy machine's noise of tens:
// its budgeted median (at 1× CPU) gets three quick loads of each page a run.
const FULL_SPEED_LOADS = 3;
const OUTPUT = path.join(ROOT, 'bench-results', 'bench.json');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string', default: ALL_PARTS.join(',') },
    peers: { type: 'string', default: path.join(import.meta.dirname, 'peers.json') },
    data: { type: 'string' },
  },
});
if (options.data !== undefined && options.data !== 'large') {
  console.error(`--data is large, or left out for the seed's data: not ${options.data}`);
  process.exit(2);
}
const runs = Number(options.runs);
const parts = new Set(options.only.split(','));
const peers =
  !options.data && (parts.has('pages') || parts.has('navigation'))
    ? readPeers(options.peers).map(startPeer)
    : [];

if (!options['skip-build']) {
  console.log('Building production…');
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The large data set's run is a bench of its own: its budgets, its report.
if (options.data === 'large') process.exit(await runLargeBench());

/**
 * The API's JSON answer, as parsed.
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function apiJson(url, init) {
  const response = await fetch(`${API_URL}${url}`, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** @type {BenchResults} */
const results = {
  date: new Date().toISOString(),
  runs,
  cpuSlowdown: CPU_SLOWDOWN,
  windowMs: WINDOW_MS,
};
if (SERVED_PARTS.some((part) => parts.has(part))) await measureServed();
if (parts.has('write')) {
  results.write = await measureWrites();
  console.log('  measured the write paths');
}

async function measureServed() {
  const servers = await startServers();
  // A browser that cannot start must not leave the servers running.
  const browser = await launchBrowser().catch(async (error) => {
    await servers.stop();
    throw error;
  });
  try {
    /** @type {{ items: { id: number, variantCount: number }[] }} */
    const catalogue = await apiJson('/stores/38/products?pageSize=48');
    const productIds = catalogue.items.slice(0, 3).map((product) => product.id);
    const family = catalogue.items.find((product) => product.variantCount > 1);
    if (!family) throw new Error('The first 48 products have none with variants to pick');
    const { token } = await apiJson('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const states = await prepareStates(browser, { productIds, demo: DEMO });

    if (parts.has('pages')) {
      const pages = benchPages({ productId: productIds[0] });
      /** @type {Map<string, PageSample[]>} */
      const samples = new Map(pages.map((page) => [page.name, []]));
      // Every page is also loaded at 1× CPU, for its first byte and FCP.
      /** @type {Map<string, FirstPaint[]>} */
      const firstPaints = new Map(pages.map((page) => [page.name, []]));
      // A server that has run a while has compiled its drawing code and filled
      // its caches; the first draws after start take several times longer.
      // A peer's server is warmed the same way (one that cannot be reached is
      // reported when its page is loaded).
      for (let draw = 0; draw < WARM_UP_DRAWS; draw += 1) {
        for (const page of pages) await fetch(originOf('host') + page.path);
        for (const peer of peers)
          for (const page of peer.pages) await fetch(page.url).catch(() => {});
      }
      // Round by round, not page after page: whatever else the machine is doing
      // then falls on every page and every peer alike, and the ratios hold.
      for (let run = 0; run < runs; run += 1) {
        for (const page of pages)
          // Every page has its list, made above.
          /** @type {PageSample[]} */ (samples.get(page.name)).push(
            await loadBenchPage(browser, page, states),
          );
        for (let load = 0; load < FULL_SPEED_LOADS; load += 1)
          for (const page of pages)
            /** @type {FirstPaint[]} */ (firstPaints.get(page.name)).push(
              await firstPaintOfBenchPage(browser, page, states),
            );
        for (const peer of peers) await loadPeerOnce(browser, peer);
        console.log(`  measured the pages, run ${run + 1} of ${runs}`);
      }
      results.pages = Object.fromEntries(
        [...samples].map(([name, pageSamples]) => [
          name,
          summarise(pageSamples, firstPaints.get(name)),
        ]),
      );
    }
    if (parts.has('navigation')) {
      results.navigation = {};
      for (const navigation of NAVIGATIONS) {
        const times = [];
        // A peer's move of the same name in the same rounds, as with the pages.
        for (let run = 0; run < runs; run += 1) {
          times.push(await navigateOnce(browser, navigation, states));
          for (const peer of peers) await navigatePeer(browser, peer, navigation.name);
        }
        results.navigation[navigation.name] = spread(times);
      }
      console.log('  measured navigation');
    }
    if (peers.length)
      results.peers = peers.map((peer) => {
        const measured = summarisePeer(peer);
        return {
          ...measured,
          ...ratiosTo(results.pages ?? {}, results.navigation ?? {}, measured),
        };
      });
    if (parts.has('interactions')) {
      results.interactions = {};
      const interactions = benchInteractions({ productId: productIds[0], familyId: family.id });
      for (const interaction of interactions) {
        const times = [];
        for (let run = 0; run < runs; run += 1)
          times.push(await interactOnce(browser, interaction, states));
        results.interactions[interaction.name] = { p75: p75(times), ...spread(times) };
      }
      console.log('  measured interactions');
    }
    if (parts.has('lighthouse')) {
      results.lighthouse = {
        home: await lighthouseOf('/'),
        'product detail': await lighthouseOf(`/products/${productIds[0]}`),
        dashboard: await lighthouseOf('/dashboard/order-history', states.signedIn),
      };
      console.log('  measured Lighthouse');
    }
    if (parts.has('api')) {
      results.api = await measureApi({ productId: productIds[0], token });
      console.log('  measured the API');
    }
  } finally {
    await browser.close();
    await servers.stop();
  }
}

/** @type {Budgets} */
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const verdicts = judge(results, budgets);
mkdirSync(path.dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `${JSON.stringify({ ...results, budgets: verdicts }, null, 2)}\n`);
printReport(results, verdicts, budgets);
console.log(`\nResults: ${path.relative(process.cwd(), OUTPUT)}`);
process.exitCode = verdicts.every((verdict) => verdict.met) ? 0 : 1;
