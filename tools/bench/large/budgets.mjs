// The budgets of `pnpm bench --data large` (issue 47), in one place, and how
// a figure is held to its budget. The bench prints each figure beside the
// budget it is held to; a figure that was not measured misses its budget, as
// an unmeasured figure does in the rest of the bench (lib/budgets.mjs).

/**
 * A budget: each field it has is a bound the figure must keep.
 * @typedef {object} Budget
 * @property {string} label what the issue calls it
 * @property {number} [p99Ms] the 99th percentile of the answers' latencies, at most
 * @property {number} [perSecond] answers a second, at least
 * @property {number} [firstByteMs] the first byte of the body, at most
 * @property {boolean} [streamed] sent as it is made: chunked, in more than one piece
 * @property {number} [seconds] the whole job, at most
 * @property {number} [seenMs] from a person's click until the page shows the answer, at most (the median of its rounds)
 * @property {number} [rows] rows the job is given, at least
 * @property {boolean} [reportRows] a report line for every row given
 * @property {number} [readyMs] from the start of the process until it answers, at most
 */

/**
 * One load's figures (load.mjs, or write-load.mjs's measureWrite): medians of
 * its rounds, with their lowest and highest in `ranges`.
 * @typedef {{ p50: number | null, p99: number | null, perSecond: number, errors: number, alone?: number | null, ranges?: { perSecond: [number, number] | null, p99: [number, number] | null } }} LoadFigures
 */

/**
 * A console step's rounds as a person saw them (console.mjs): the median and
 * range of those drawn in time, and how many were not.
 * @typedef {{ medianMs: number | null, minMs: number | null, maxMs: number | null, rounds: number, notDrawn: number }} SeenFigures
 */

/**
 * sitemap.xml as a crawler reads it (sitemap.mjs).
 * @typedef {object} SitemapFigures
 * @property {number} status
 * @property {number} firstByteMs the first byte of the body, from the request
 * @property {number} totalMs the last byte
 * @property {number} chunks pieces the body arrived in
 * @property {boolean} chunked sent with Transfer-Encoding: chunked (no Content-Length up front)
 * @property {number} bytes
 * @property {number} urls its <loc> entries
 */

/**
 * The product import's answer (product-import.mjs): seconds from the upload
 * to the report downloaded, the file's rows, the report's, and the import's
 * status ('done' when it finished).
 * @typedef {{ seconds: number, rows: number, reportRows: number, status: string }} ImportFigures
 */

/** How long a process took to answer (pglite.mjs). @typedef {{ readyMs: number }} ReadyFigures */

/** A figure against its budget: met, and what missed it, in words. @typedef {{ met: boolean, misses: string[] }} Verdict */

/** Statements slower than this log their plan (auto_explain), so a missed budget can show them. */
export const PLAN_MIN_DURATION_MS = 10;

/**
 * The table, on PostgreSQL at the large size, one API instance, 50
 * connections, answers not served from the API's answer cache unless stated;
 * then the embedded PGlite at medium size.
 */
export const LARGE_BUDGETS = {
  search: { label: 'product search with a typo (q=choclate), uncached', p99Ms: 50 },
  // Not in the table: the word a customer more often types, spelt
  // right, which 1,801 listed names and 4,372 descriptions hold at this size.
  wordSearch: { label: 'product search for a common word (q=chocolate), uncached', p99Ms: 50 },
  categoryList: { label: 'product list of a category, page 100', p99Ms: 30 },
  productPage: { label: 'product page of a product with 6 variants', p99Ms: 20 },
  cartUpdate: { label: 'cart update (as today)', perSecond: 1500, p99Ms: 60 },
  placeOrder: { label: 'place order (as today)', perSecond: 400, p99Ms: 150 },
  orderHistory: { label: 'a customer’s order history, 500 orders of their own', p99Ms: 60 },
  operatorOrders: {
    label: 'operator order list, filtered by status and searched by customer',
    p99Ms: 100,
  },
  customerSearch: { label: 'operator customer search by name, e-mail or mobile', p99Ms: 100 },
  lowStockAndAudit: { label: 'low-stock view, audit log filtered by customer', p99Ms: 100 },
  productImport: {
    label: 'product CSV import of 50,000 rows',
    seconds: 120,
    rows: 50_000,
    reportRows: true,
  },
  sitemap: { label: 'sitemap.xml with 50,000 products', firstByteMs: 300, streamed: true },
  consoleStep: {
    label: 'every operator list pages, searches and filters in under 200 ms as a person sees it',
    seenMs: 200,
  },
  pgliteSearch: { label: 'PGlite, medium: product search (q=choclate), uncached', p99Ms: 100 },
  pgliteList: { label: 'PGlite, medium: product list, uncached', p99Ms: 100 },
  // "npm start is still ready in the same time as today": the API on a fresh
  // demo PGlite (npm start's first run: migrate and seed) and on the same
  // folder again (every run after). Today's figures, before the work on the
  // large size, measured here on 2026-12-06 while other work ran beside it
  // (load average 3 to 7): fresh 13.0–20.0 s, median 15.5 s; again 5.6–12.4 s,
  // median 7.9 s, four starts each. The budgets are those medians and a
  // quarter, rounded up: this machine's noise alone moves them by half.
  npmStartFresh: { label: 'npm start’s API on a fresh demo PGlite, ready', readyMs: 20_000 },
  npmStartAgain: { label: 'npm start’s API on its demo PGlite again, ready', readyMs: 10_000 },
};

/** @typedef {keyof typeof LARGE_BUDGETS} BudgetName */

const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
/** @param {number} value */
export const ms = (value) => `${count.format(value)} ms`;
const tenths = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
/** @param {number} value seconds */
export const secondsText = (value) => `${tenths.format(value)} s`;

/**
 * The budget in words, as the table prints it: "≥ 1,500/s, p99 ≤ 60 ms".
 * @param {Budget} budget
 */
export function describeBudget(budget) {
  return [
    budget.perSecond !== undefined && `≥ ${count.format(budget.perSecond)}/s`,
    budget.p99Ms !== undefined && `p99 ≤ ${ms(budget.p99Ms)}`,
    budget.firstByteMs !== undefined && `first byte ≤ ${ms(budget.firstByteMs)}`,
    budget.streamed && 'streamed',
    budget.seconds !== undefined && `≤ ${count.format(budget.seconds / 60)} min`,
    budget.reportRows && 'per-row report',
    budget.readyMs !== undefined && `ready ≤ ${secondsText(budget.readyMs / 1000)}`,
    budget.seenMs !== undefined && `≤ ${ms(budget.seenMs)} as seen`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** @param {string[]} misses @returns {Verdict} */
const verdictOf = (misses) => ({ met: misses.length === 0, misses });

const NOT_MEASURED = verdictOf(['not measured']);

/**
 * A load's figures against its budget. Any error (a refused or failed
 * answer, a timeout) misses it: an answer that fails fast is no answer.
 * @param {LoadFigures | null | undefined} figures
 * @param {Budget} budget
 * @returns {Verdict}
 */
export function judgeLoad(figures, budget) {
  if (!figures) return NOT_MEASURED;
  const misses = [];
  if (figures.errors > 0) misses.push(`${count.format(figures.errors)} errors`);
  if (budget.p99Ms !== undefined) {
    if (figures.p99 === null) misses.push('no p99: nothing answered');
    else if (figures.p99 > budget.p99Ms)
      misses.push(`p99 ${ms(figures.p99)} > ${ms(budget.p99Ms)}`);
  }
  if (budget.perSecond !== undefined && figures.perSecond < budget.perSecond)
    misses.push(`${count.format(figures.perSecond)}/s < ${count.format(budget.perSecond)}/s`);
  return verdictOf(misses);
}

/**
 * sitemap.xml against its budget: answered, its first byte in time, and
 * streamed. A body sent whole arrives in several reads too once it is large,
 * so streamed means no Content-Length up front (chunked) and more than one
 * piece.
 * @param {SitemapFigures | null | undefined} figures
 * @param {Budget} budget
 * @returns {Verdict}
 */
export function judgeSitemap(figures, budget) {
  if (!figures) return NOT_MEASURED;
  const misses = [];
  if (figures.status !== 200) misses.push(`answered ${figures.status}`);
  if (budget.firstByteMs !== undefined && figures.firstByteMs > budget.firstByteMs)
    misses.push(`first byte ${ms(figures.firstByteMs)} > ${ms(budget.firstByteMs)}`);
  if (budget.streamed && !(figures.chunked && figures.chunks > 1))
    misses.push(
      figures.chunked ? `one piece only` : `not streamed: sent whole, with a Content-Length`,
    );
  return verdictOf(misses);
}

/**
 * The product import against its budget: all the rows, in time, each in the report.
 * @param {ImportFigures | null | undefined} figures
 * @param {Budget} budget
 * @returns {Verdict}
 */
export function judgeImport(figures, budget) {
  if (!figures) return NOT_MEASURED;
  const misses = [];
  if (budget.rows !== undefined && figures.rows < budget.rows)
    misses.push(`${count.format(figures.rows)} rows < ${count.format(budget.rows)}`);
  if (budget.seconds !== undefined && figures.seconds > budget.seconds)
    misses.push(`${secondsText(figures.seconds)} > ${secondsText(budget.seconds)}`);
  // 'done', or 'failed', 'refused', 'stalled' (product-import.mjs).
  if (figures.status !== 'done') misses.push(`import ${figures.status}`);
  if (budget.reportRows && figures.reportRows < figures.rows)
    misses.push(
      `report has ${count.format(figures.reportRows)} of ${count.format(figures.rows)} rows`,
    );
  return verdictOf(misses);
}

/**
 * A start against its budget.
 * @param {ReadyFigures | null | undefined} figures
 * @param {Budget} budget
 * @returns {Verdict}
 */
export function judgeReady(figures, budget) {
  if (!figures) return NOT_MEASURED;
  if (budget.readyMs !== undefined && figures.readyMs > budget.readyMs)
    return verdictOf([
      `ready in ${secondsText(figures.readyMs / 1000)} > ${secondsText(budget.readyMs / 1000)}`,
    ]);
  return verdictOf([]);
}

/**
 * A step in the console as a person sees it (console.mjs): each of its
 * rounds drawn, and their median within the budget.
 * @param {SeenFigures | null | undefined} figures
 * @param {Budget} budget
 * @returns {Verdict}
 */
export function judgeSeen(figures, budget) {
  if (!figures) return NOT_MEASURED;
  const misses = [];
  if (figures.notDrawn > 0 || figures.medianMs === null)
    misses.push(`not drawn within 15 s in ${figures.notDrawn} of ${figures.rounds} rounds`);
  else if (budget.seenMs !== undefined && figures.medianMs > budget.seenMs)
    misses.push(`${ms(figures.medianMs)} > ${ms(budget.seenMs)}`);
  return verdictOf(misses);
}
