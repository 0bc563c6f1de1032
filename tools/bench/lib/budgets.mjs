import { judgePeerRatios } from './peer-budgets.mjs';

/**
 * @import { PeerRatioBudgets } from './peer-budgets.mjs'
 * @import { BenchResults } from './report.mjs'
 * @import { Figure } from './pages.mjs'
 * @import { WriteResults } from './write-load.mjs'
 */

/**
 * budgets.json: each page's limits (named as judge's page figures), the most
 * copies, the move after a hover, Lighthouse's lowest scores per page, the API's and
 * the write paths' limits, each app's entry in gzip bytes, and the most ours
 * may be of each peer's figures in the same run (peer-budgets.mjs).
 * @typedef {object} Budgets
 * @property {Record<string, Record<string, number>>} pages
 * @property {{ reactDom: number, federationRuntime: number }} copies
 * @property {Record<string, number>} navigationMs
 * @property {Record<string, number>} interactionP75Ms
 * @property {Record<string, Record<string, number>>} lighthouse
 * @property {{ catalogueListP99Ms: number, catalogueListRatioToTrivial: number }} api
 * @property {WriteBudgets} write
 * @property {Record<string, number>} entryGzipBytes
 * @property {Record<string, PeerRatioBudgets>} [peerRatios]
 */

/**
 * The write paths' budgets: each PostgreSQL route's throughput and p99, and
 * the catalogue list's p99 beside them.
 * @typedef {object} WriteBudgets
 * @property {Record<string, { perSecond: number, p99Ms: number }>} postgres
 * @property {number} catalogueP99Ms
 * @property {number} pgliteCatalogueP99Ms
 */

/**
 * A budget beside its figure, both as printed. `measured: false` is a budget
 * whose figure could not be taken this run (it is not met); `note` says what
 * to know when reading the figure.
 * @typedef {{ name: string, actual: string | number, budget: string | number, met: boolean, measured?: false, note?: string }} Verdict
 */

/** How a figure and its budget are printed. @typedef {(value: number) => string | number} Format */

/**
 * A check of a figure against its budget; `format` prints both.
 * @typedef {(name: string, actual: number, budget: number, format?: Format) => number} Check
 */

/**
 * Each budget of budgets.json beside the figure it limits; figures not measured this run are left out.
 * @param {BenchResults} results
 * @param {Budgets} budgets
 * @returns {Verdict[]}
 */
export function judge(results, budgets) {
  /** @type {Verdict[]} */
  const verdicts = [];
  /**
   * @param {string} name
   * @param {number} actual
   * @param {number} budget
   * @param {boolean} met
   * @param {Format} [format]
   */
  const check = (name, actual, budget, met, format = (value) => value) =>
    verdicts.push({ name, actual: format(actual), budget: format(budget), met });
  /** @type {Check} */
  const atMost = (name, actual, budget, format) =>
    check(name, actual, budget, actual <= budget, format);
  /** @type {Check} */
  const atLeast = (name, actual, budget, format) =>
    check(name, actual, budget, actual >= budget, format);
  /** @param {number} bytes */
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  /** @param {number} value */
  const ms = (value) => `${Math.round(value)} ms`;

  /** @type {Record<string, [string, Figure | 'ttfbAt1x', Format]>} */
  const pageFigures = {
    criticalJsBytes: ['critical JS (before LCP)', 'criticalJsBytes', kb],
    totalJsBytes: ['total JS in 10 s', 'totalJsBytes', kb],
    // The measure: a drawn page's first byte with the CPU at its own speed.
    ttfbMs: ['TTFB at 1× CPU', 'ttfbAt1x', ms],
    lcpMs: ['LCP', 'lcp', ms],
    cls: ['CLS', 'cls', (value) => value.toFixed(3)],
    tbtMs: ['TBT', 'tbt', ms],
  };
  for (const [name, limits] of Object.entries(budgets.pages)) {
    for (const [key, budget] of Object.entries(limits)) {
      if (!pageFigures[key]) throw new Error(`budgets.json: pages.${name} has unknown "${key}"`);
      const [label, figure, format] = pageFigures[key];
      // JS bytes are as served (brotli), headers included.
      const page = results.pages?.[name];
      const measured = page?.[figure];
      if (measured) atMost(`${name} ${label}`, measured.median, budget, format);
      // A page loaded without the figure (no loads at 1×) fails: its budget went unchecked.
      else if (page)
        verdicts.push({
          name: `${name} ${label}`,
          actual: 'not measured',
          budget: format(budget),
          met: false,
          measured: false,
        });
    }
  }
  for (const [name, page] of Object.entries(results.pages ?? {})) {
    atMost(`${name}: React DOM copies`, page.copies.reactDom, budgets.copies.reactDom);
    atMost(
      `${name}: federation runtime copies`,
      page.copies.federationRuntime,
      budgets.copies.federationRuntime,
    );
  }
  // The bare click is reported only: the budget holds the move a person makes, pointer first.
  for (const [name, budget] of Object.entries(budgets.navigationMs)) {
    const time = results.navigation?.[name];
    if (time) atMost(`first move into ${name}`, time.median, budget, ms);
  }
  for (const [name, budget] of Object.entries(budgets.interactionP75Ms)) {
    const time = results.interactions?.[name];
    if (time) atMost(`${name} interaction p75`, time.p75, budget, ms);
  }
  // Per page: the dashboard asks search engines to keep out (noindex), so it has no SEO budget.
  for (const [page, run] of Object.entries(results.lighthouse ?? {}))
    for (const [category, minimum] of Object.entries(budgets.lighthouse[page] ?? {}))
      atLeast(`Lighthouse ${page} ${category}`, run.scores[category], minimum);
  const catalogue = results.api?.routes['catalogue list'];
  if (catalogue) {
    atMost('API catalogue list p99', catalogue.p99, budgets.api.catalogueListP99Ms, ms);
    atLeast(
      'API catalogue list vs trivial',
      catalogue.ratioToTrivial,
      budgets.api.catalogueListRatioToTrivial,
      (value) => value.toFixed(2),
    );
    atMost('API errors', catalogue.errors, 0);
  }
  if (results.write) judgeWrites(results.write, budgets.write, { atLeast, atMost, ms });
  verdicts.push(...judgePeerRatios(results, budgets.peerRatios ?? {}));
  return verdicts;
}

/**
 * Each write route's throughput and p99 on PostgreSQL (medians of the
 * runs), with no error; the catalogue list's p99 while each of them ran (the
 * worst route's median), and on PGlite under cart load.
 * @param {WriteResults} write
 * @param {WriteBudgets} budgets
 * @param {{ atLeast: Check, atMost: Check, ms: (value: number) => string }} checks
 */
function judgeWrites(write, budgets, { atLeast, atMost, ms }) {
  /** @param {number} value */
  const perSecond = (value) => `${Math.round(value)}/s`;
  // A figure that could not be taken (no answer came) misses its budget.
  /** @param {number | null} value */
  const msOrNone = (value) => (value === null ? 'no answer' : ms(value));
  /**
   * @param {string} name
   * @param {number | null} actual
   * @param {number} budget
   */
  const noMoreThan = (name, actual, budget) =>
    atMost(name, actual ?? Infinity, budget, (value) =>
      msOrNone(value === Infinity ? null : value),
    );
  for (const [name, limits] of Object.entries(budgets.postgres)) {
    const route = write.postgres.routes[name];
    if (!route) throw new Error(`budgets.json: write.postgres has unknown route "${name}"`);
    atLeast(`PostgreSQL ${name} throughput`, route.perSecond, limits.perSecond, perSecond);
    noMoreThan(`PostgreSQL ${name} p99`, route.p99, limits.p99Ms);
    atMost(`PostgreSQL ${name} errors`, route.errors, 0);
  }
  /**
   * @param {WriteResults['postgres']} engine
   * @param {string} label
   * @param {number} budget
   */
  const catalogue = (engine, label, budget) => {
    const runs = Object.values(engine.routes).map((route) => route.catalogue);
    const worst = runs.some((run) => run.p99 === null)
      ? null
      : // some() found no null, though it leaves the type as it was.
        Math.max(.../** @type {number[]} */ (runs.map((run) => run.p99)));
    noMoreThan(`${label} catalogue list p99`, worst, budget);
    atMost(
      `${label} catalogue list errors`,
      runs.reduce((sum, run) => sum + run.errors, 0),
      0,
    );
  };
  catalogue(write.postgres, 'PostgreSQL, during the write runs:', budgets.catalogueP99Ms);
  catalogue(write.pglite, 'PGlite, under cart updates:', budgets.pgliteCatalogueP99Ms);
}
