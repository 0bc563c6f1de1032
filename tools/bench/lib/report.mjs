import { SHORTEST_REPORTED_MS } from './interactions.mjs';
import { RATIO_FIGURES } from './peer-budgets.mjs';
import { COMPARED } from './peers.mjs';

/**
 * @import { ApiResults, RouteLoad } from './api-load.mjs'
 * @import { Budgets, Verdict, WriteBudgets } from './budgets.mjs'
 * @import { PeerRatioBudgets } from './peer-budgets.mjs'
 * @import { LighthouseRun } from './lighthouse.mjs'
 * @import { PageSummary } from './pages.mjs'
 * @import { PeerResult } from './peers.mjs'
 * @import { Spread } from './stats.mjs'
 * @import { WriteResults } from './write-load.mjs'
 */

/**
 * One bench run as bench.json holds it, before its verdicts. A part --only
 * left out is missing; `peers` are measured with `pages` and `navigation`,
 * when the peers file lists any.
 * @typedef {object} BenchResults
 * @property {string} date
 * @property {number} runs
 * @property {number} cpuSlowdown
 * @property {number} windowMs
 * @property {Record<string, PageSummary>} [pages]
 * @property {PeerResult[]} [peers]
 * @property {Record<string, Spread>} [navigation]
 * @property {Record<string, Spread & { p75: number }>} [interactions]
 * @property {Record<string, LighthouseRun>} [lighthouse]
 * @property {ApiResults} [api]
 * @property {WriteResults} [write]
 */

/** A run that measured the pages. @typedef {BenchResults & { pages: Record<string, PageSummary> }} PageResults */

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/**
 * @param {Spread} figure
 * @param {(value: number) => string} format
 */
const range = (figure, format) =>
  `${format(figure.median)} (${format(figure.min)}–${format(figure.max)})`;
// Inside a column already named in KB or ms, the numbers alone.
/** @param {number} bytes */
const kbNumber = (bytes) => (bytes / 1000).toFixed(1);
/** @param {number} value */
const msNumber = (value) => String(Math.round(value));

/**
 * @template T
 * @param {Record<string, T>} rows
 * @param {(item: T) => object} row
 */
const tableOf = (rows, row) =>
  console.table(Object.fromEntries(Object.entries(rows).map(([name, item]) => [name, row(item)])));

/** @param {PageResults} results */
function printPages(results) {
  const seconds = `${results.windowMs / 1000} s`;
  console.log(
    `\nPages: cold cache, CPU ${results.cpuSlowdown}× slower, open ${seconds}, median (min–max) of ${results.runs} runs`,
  );
  console.log(
    `JS in KB on the wire as served (brotli): critical = finished before LCP; page = the page's own scripts; total = every script in ${seconds}, prefetch included`,
  );
  tableOf(results.pages, (page) => ({
    'critical JS': range(page.criticalJsBytes, kbNumber),
    'page JS': range(page.pageJsBytes, kbNumber),
    [`total JS in ${seconds}`]: range(page.totalJsBytes, kbNumber),
    'scripts (page / all)': `${page.pageScriptRequests.median} / ${page.scriptRequests.median}`,
    'requests (page / all)': `${page.pageRequests.median} / ${page.requests.median}`,
  }));
  console.log(
    `First byte, paint, shifts and blocking time in ms, at ${results.cpuSlowdown}× CPU unless named; copies the most seen on any run`,
  );
  tableOf(results.pages, (page) => ({
    TTFB: range(page.ttfb, msNumber),
    'TTFB at 1× CPU': page.ttfbAt1x ? range(page.ttfbAt1x, msNumber) : '–',
    'FCP at 1× CPU': page.fcpAt1x ? range(page.fcpAt1x, msNumber) : '–',
    FCP: range(page.fcp, msNumber),
    LCP: range(page.lcp, msNumber),
    CLS: page.cls.median.toFixed(3),
    TBT: range(page.tbt, msNumber),
    'React DOM': page.copies.reactDom,
    'MF runtime': page.copies.federationRuntime,
  }));
}

/** @type {Record<string, (value: number) => string>} */
const PEER_FORMATS = {
  totalJsBytes: kb,
  criticalJsBytes: kb,
  requests: String,
  ttfb: ms,
  ttfbAt1x: ms,
  fcpAt1x: ms,
  fcp: ms,
  lcp: ms,
};

/**
 * The ratio budget of a page's figure against this peer, as printed beside it.
 * @param {PeerRatioBudgets | undefined} budgets
 * @param {string} page
 * @param {string} figure
 */
const ratioBudget = (budgets, page, figure) => {
  const key = Object.keys(RATIO_FIGURES).find((name) => RATIO_FIGURES[name][1] === figure);
  const budget = key === undefined ? undefined : budgets?.pages[page]?.[key];
  return budget === undefined ? '' : `≤ ${budget.toFixed(2)}`;
};

/**
 * Ours beside the peer's medians, page by page, with ours ÷ the peer's and
 * the ratio budget; what each LCP element was, and the requests that failed
 * (a peer's CDN this machine cannot reach: its LCP is then measured without
 * them). Then the peer's moves beside ours.
 * @param {BenchResults} results
 * @param {PeerResult} peer
 * @param {PeerRatioBudgets | undefined} budgets
 */
function printPeer(results, peer, budgets) {
  const ours = results.pages ?? {};
  if (Object.keys(peer.pages).length) {
    console.log(
      `Ours vs ${peer.name}: medians of the same runs, same method (CPU ${results.cpuSlowdown}× slower unless named), the peer without any storage state`,
    );
    /** @type {Record<string, Record<string, string>>} */
    const rows = {};
    for (const [name, theirs] of Object.entries(peer.pages)) {
      if (theirs.unreachable) {
        rows[name] = { ours: '', peer: `unreachable: ${theirs.unreachable.slice(0, 70)}` };
        continue;
      }
      // Without an unreachable message, the page was summarised.
      const summary = /** @type {PageSummary} */ (theirs);
      for (const [label, figure] of Object.entries(COMPARED)) {
        const format = PEER_FORMATS[figure];
        const our = ours[name]?.[figure];
        rows[`${name}: ${label}`] = {
          ours: our ? format(our.median) : '–',
          peer: summary[figure] ? format(/** @type {Spread} */ (summary[figure]).median) : '–',
          'ours / peer': peer.ratios[name]?.[label]?.toFixed(2) ?? '–',
          budget: ratioBudget(budgets, name, figure),
        };
      }
      rows[`${name}: LCP element`] = {
        ours: ours[name]?.lcpElements.join(' or ') ?? '–',
        peer: summary.lcpElements.join(' or '),
      };
      if (summary.failedRequests.median || ours[name]?.failedRequests.median)
        rows[`${name}: failed requests`] = {
          ours: String(ours[name]?.failedRequests.median ?? '–'),
          peer: String(summary.failedRequests.median),
        };
    }
    console.table(rows);
    const failed = [
      ...new Set(
        Object.values(peer.pages).flatMap((page) =>
          'failedOrigins' in page ? page.failedOrigins : [],
        ),
      ),
    ];
    if (failed.length)
      console.log(
        `  ${peer.name}'s requests that failed (so its pages painted without them): ${failed.join(', ')}`,
      );
  }
  if (Object.keys(peer.navigation).length) {
    console.log(
      `Ours vs ${peer.name}: first move from home, bare click → heading on screen, CPU ${results.cpuSlowdown}× slower`,
    );
    /** @type {Record<string, Record<string, string>>} */
    const rows = {};
    for (const [name, theirs] of Object.entries(peer.navigation)) {
      const our = results.navigation?.[name];
      const budget = budgets?.navigation[name];
      rows[name] = {
        ours: our ? range(our, ms) : '–',
        // Without an unreachable message, the move was timed.
        peer: theirs.unreachable
          ? `unreachable: ${theirs.unreachable.slice(0, 70)}`
          : range(/** @type {Spread} */ (theirs), ms),
        'ours / peer': peer.navigationRatios[name]?.toFixed(2) ?? '–',
        budget: budget === undefined ? '' : `≤ ${budget.toFixed(2)}`,
      };
    }
    console.table(rows);
  }
}

/** @param {number | null | undefined} value */
const cpu = (value) => (value === null || value === undefined ? '–' : value.toFixed(2));

/**
 * A write figure: the median of the runs, with their lowest and highest when there are some.
 * @param {number | null} median
 * @param {[number, number] | null | undefined} range
 * @param {(value: number) => string} format
 */
const ofRuns = (median, range, format) => {
  if (median === null) return 'no answer';
  return range ? `${format(median)} (${format(range[0])}–${format(range[1])})` : format(median);
};
/** @param {number} value */
const perSecond = (value) => String(Math.round(value));

/**
 * @param {WriteResults} write
 * @param {WriteBudgets} budgets
 */
function printWrites(write, budgets) {
  const { machine, catalogueProbe: probe } = write;
  const load = machine.load.map((at) => `${at.when} ${at.loadAverage.join(' ')}`).join('; ');
  console.log(
    `Write paths: autocannon, ${write.connections} connections (each its own customer), ${write.runs} runs of ${write.durationSeconds} s per route after a warm-up, each figure their median (lowest–highest); ` +
      `catalogue list probed at the same time (a steady ${probe.rate} req/s, up to ${probe.connections} connections)`,
  );
  console.log(`Machine: ${machine.cpus} CPUs, load average (1, 5, 15 min): ${load}`);
  for (const engine of [write.postgres, write.pglite]) {
    const pool = engine.poolMax === null ? 'one embedded connection' : `pool max ${engine.poolMax}`;
    console.log(
      `${engine.engine}: ${engine.instances} API process (${engine.runner}), ${pool}; throughput and p99 of the counted answers (201 for orders)` +
        (engine.productsBought ? `; checkouts spread over ${engine.productsBought} products` : ''),
    );
    /** @type {WriteBudgets['postgres']} */
    const limits = engine === write.postgres ? budgets.postgres : {};
    const catalogueBudget =
      engine === write.postgres ? budgets.catalogueP99Ms : budgets.pgliteCatalogueP99Ms;
    console.table(
      Object.fromEntries(
        Object.entries(engine.routes).map(([name, route]) => [
          name,
          {
            'per s': ofRuns(route.perSecond, route.ranges?.perSecond, perSecond),
            'budget per s': limits[name] ? `≥ ${limits[name].perSecond}` : '–',
            p50: route.p50 === null ? '–' : ms(route.p50),
            p99: ofRuns(route.p99, route.ranges?.p99, ms),
            'budget p99': limits[name] ? `≤ ${limits[name].p99Ms} ms` : '–',
            errors: route.errors,
            'catalogue p99': ofRuns(route.catalogue.p99, route.ranges?.catalogueP99, ms),
            'catalogue errors': route.catalogue.errors,
            'budget catalogue p99': `≤ ${catalogueBudget} ms`,
            'CPU ms each: API': cpu(route.cpuMsPerAnswer?.api),
            PostgreSQL: engine === write.postgres ? cpu(route.cpuMsPerAnswer?.postgres) : '–',
            load: cpu(route.cpuMsPerAnswer?.load),
          },
        ]),
      ),
    );
  }
}

/**
 * The results as tables on stdout, then each budget with ✓ or ✗.
 * @param {BenchResults} results
 * @param {Verdict[]} verdicts
 * @param {Budgets} budgets
 */
export function printReport(results, verdicts, budgets) {
  // --only may leave any section out.
  if (results.pages) printPages(/** @type {PageResults} */ (results));
  if (results.navigation) {
    console.log(
      'First client-side move from home into another remote (click → heading on screen); budget on the move after a hover',
    );
    tableOf(results.navigation, (time) => ({ time: range(time, ms) }));
  }
  for (const peer of results.peers ?? []) printPeer(results, peer, budgets.peerRatios?.[peer.name]);
  if (results.interactions) {
    console.log(
      `Interactions after the page settles (Event Timing, as INP counts them; ${SHORTEST_REPORTED_MS} = at most that), CPU ${results.cpuSlowdown}× slower`,
    );
    tableOf(results.interactions, (time) => ({ p75: ms(time.p75), runs: range(time, ms) }));
  }
  if (results.lighthouse) {
    console.log('Lighthouse 12, mobile preset');
    tableOf(results.lighthouse, (run) => run.scores);
  }
  if (results.api) {
    console.log(
      `API: autocannon, ${results.api.connections} connections, ${results.api.durationSeconds} s per route`,
    );
    /** @param {RouteLoad} route */
    const row = (route) => ({
      'req/s': Math.round(route.requestsPerSecond),
      p50: ms(route.p50),
      p99: ms(route.p99),
      'vs trivial': route.ratioToTrivial === undefined ? '1.00' : route.ratioToTrivial.toFixed(2),
      errors: route.errors,
    });
    console.table({
      'trivial route': row(results.api.trivial),
      ...Object.fromEntries(
        Object.entries(results.api.routes).map(([name, route]) => [name, row(route)]),
      ),
    });
  }
  if (results.write) printWrites(results.write, budgets.write);
  console.log('Budgets (✓ met, ✗ missed, ? not measured this run: counted as missed)');
  for (const verdict of verdicts) {
    const mark = verdict.measured === false ? '?' : verdict.met ? '✓' : '✗';
    console.log(`  ${mark} ${verdict.name}: ${verdict.actual} (budget ${verdict.budget})`);
    if (verdict.note) console.log(`      ${verdict.note}`);
  }
}
