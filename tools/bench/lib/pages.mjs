import { coldPage, readScripts } from './browser.mjs';
import { originOf } from './servers.mjs';
import { spread } from './stats.mjs';

/**
 * @import { Browser, Page } from '@playwright/test'
 * @import { ObservedWindow, StorageState } from './browser.mjs'
 * @import { Spread } from './stats.mjs'
 */

/** The storage states pages start from (prepareStates). @typedef {{ withCart: StorageState, signedIn: StorageState }} States */

/**
 * A page of ours: its name in the report, its path, the heading (role
 * options) that says its content is drawn, and the state it starts from.
 * @typedef {{ name: string, path: string, ready: { name?: string, level?: number }, state?: keyof States }} BenchPage
 */

/** One cold load's figures (loadOnce). @typedef {Awaited<ReturnType<typeof loadOnce>>} PageSample */

/** A figure each load measures. @typedef {typeof FIGURES[number]} Figure */

/**
 * A page's runs: each figure's median (min–max), and the most copies seen;
 * what its LCP element was and which origins' requests failed, on any run;
 * and its first byte and FCP at the machine's own speed (firstPaintOnce).
 * @typedef {Record<Figure, Spread> & {
 *   copies: { reactDom: number, federationRuntime: number },
 *   lcpElements: string[],
 *   failedOrigins: string[],
 *   fcpAt1x?: Spread,
 *   ttfbAt1x?: Spread,
 * }} PageSummary
 */

/** A load at the machine's own speed: its first byte and first contentful paint, in ms. @typedef {{ ttfb: number, fcp: number }} FirstPaint */

const LONG_TASK_MS = 50;
// After the page is ready and the network quiet, late paints and long tasks still count.
const SETTLE_MS = 1000;
// What a person downloads in the first seconds, idle prefetch included: the page stays open this long.
export const WINDOW_MS = 10_000;
// CDP reports a response a moment after it ends; this margin lets the last of the window arrive.
const REPORT_MARGIN_MS = 250;
const LOAD_TIMEOUT_MS = 30_000;

/**
 * The pages of pnpm bench: where each is and the heading that says its
 * content is on screen. `state` pages load with a prepared storage state.
 * @param {{ productId: number }} options
 * @returns {BenchPage[]}
 */
export function benchPages({ productId }) {
  return [
    { name: 'home', path: '/', ready: { name: 'How it works' } },
    { name: 'product list', path: '/products', ready: { name: 'All products' } },
    { name: 'product detail', path: `/products/${productId}`, ready: { level: 1 } },
    { name: 'cart', path: '/cart', ready: { name: 'Your cart' }, state: 'withCart' },
    {
      name: 'order history',
      path: '/dashboard/order-history',
      ready: { name: 'History' },
      state: 'signedIn',
    },
  ];
}

/**
 * One cold load of one of our pages.
 * @param {Browser} browser
 * @param {BenchPage} page
 * @param {States} states
 */
export function loadBenchPage(browser, page, states) {
  return loadOnce(browser, {
    url: originOf('host') + page.path,
    ready: page.ready,
    storageState: page.state ? states[page.state] : undefined,
  });
}

/**
 * Goes to `url` and waits for it to load, and for our page's `ready` heading
 * when given; a page that answers with an error fails the load.
 * @param {Page} page
 * @param {{ url: string, ready?: BenchPage['ready'] }} options
 */
async function openPage(page, { url, ready }) {
  const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  if (response && !response.ok()) throw new Error(`${url} answered ${response.status()}`);
  if (ready)
    await page
      .getByRole('heading', { exact: true, ...ready })
      .first()
      .waitFor({ timeout: LOAD_TIMEOUT_MS });
}

/**
 * One cold load of any page, kept open WINDOW_MS from navigation start:
 * paint timings, shifts and blocking time as the page settles, then the JS
 * and requests of the whole window, and the copies. `ready` (a heading's
 * role options) says our page drew its content; peers have none.
 * @param {Browser} browser
 * @param {{ url: string, ready?: BenchPage['ready'], storageState?: StorageState }} options
 */
export async function loadOnce(browser, { url, ready, storageState }) {
  const tab = await coldPage(browser, { storageState });
  try {
    await openPage(tab.page, { url, ready });
    // A page that keeps polling is never quiet; the window's end is then as good as any.
    const elapsed = await tab.page.evaluate(() => performance.now());
    await tab.page
      .waitForLoadState('networkidle', { timeout: Math.max(1, WINDOW_MS - elapsed) })
      .catch(() => {});
    await tab.page.waitForTimeout(SETTLE_MS);
    // installObservers put its figures on the window before the page's scripts ran.
    const observed = await tab.page.evaluate(() => /** @type {ObservedWindow} */ (window).__bench);
    const { responseStart, ...clock } = await tab.page.evaluate(() => {
      // The entries of type navigation are PerformanceNavigationTiming.
      const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
        performance.getEntriesByType('navigation')[0]
      );
      return {
        now: performance.now(),
        timeOrigin: performance.timeOrigin,
        requestStart: navigation?.requestStart ?? 0,
        responseStart: navigation?.responseStart ?? null,
      };
    });
    await tab.page.waitForTimeout(Math.max(0, WINDOW_MS - clock.now) + REPORT_MARGIN_MS);
    const blocking = observed.longTasks
      .filter(([start]) => observed.fcp !== null && start >= observed.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
    return {
      ...tab.network.summary({ clock, lcp: observed.lcp, windowMs: WINDOW_MS }),
      // Time to first byte, as web-vitals counts it: from navigation start.
      ttfb: responseStart,
      fcp: observed.fcp,
      lcp: observed.lcp,
      lcpElement: observed.lcpElement,
      cls: observed.cls,
      tbt: blocking,
      ...(await readScripts(tab)),
    };
  } finally {
    await tab.context.close();
  }
}

/**
 * First byte and FCP of one cold load with the CPU at the machine's own
 * speed (no slowdown): the page is left once its first contentful paint is
 * reported (and, for ours, its content's heading is there), since nothing
 * else of the load is read.
 * @param {Browser} browser
 * @param {{ url: string, ready?: BenchPage['ready'], storageState?: StorageState }} options
 * @returns {Promise<FirstPaint>}
 */
export async function firstPaintOnce(browser, { url, ready, storageState }) {
  const tab = await coldPage(browser, { storageState, cpuSlowdown: 1 });
  try {
    await openPage(tab.page, { url, ready });
    // installObservers put its figures on the window before the page's scripts ran.
    const fcp = await tab.page.waitForFunction(
      () => /** @type {ObservedWindow} */ (window).__bench.fcp,
      undefined,
      { timeout: LOAD_TIMEOUT_MS },
    );
    // As in loadOnce: from navigation start, as web-vitals counts it.
    const ttfb = await tab.page.evaluate(
      () =>
        /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0])
          .responseStart,
    );
    return { ttfb, fcp: /** @type {number} */ (await fcp.jsonValue()) };
  } finally {
    await tab.context.close();
  }
}

/**
 * One cold load of one of our pages at the machine's own speed: its first byte and FCP.
 * @param {Browser} browser
 * @param {BenchPage} page
 * @param {States} states
 */
export function firstPaintOfBenchPage(browser, page, states) {
  return firstPaintOnce(browser, {
    url: originOf('host') + page.path,
    ready: page.ready,
    storageState: page.state ? states[page.state] : undefined,
  });
}

const FIGURES = /** @type {const} */ ([
  'criticalJsBytes',
  'pageJsBytes',
  'totalJsBytes',
  'jsGzip',
  'jsDecoded',
  'pageScriptRequests',
  'pageRequests',
  'scriptRequests',
  'requests',
  'failedRequests',
  'ttfb',
  'fcp',
  'lcp',
  'cls',
  'tbt',
]);

/**
 * Median (min–max) of every figure of a page's runs; copies are the most seen
 * on any run. `firstPaints` are its loads at 1× CPU, if it had any.
 * @param {PageSample[]} samples
 * @param {FirstPaint[]} [firstPaints]
 * @returns {PageSummary}
 */
export function summarise(samples, firstPaints = []) {
  /** @param {(sample: PageSample) => (string | null)[]} read */
  const seen = (read) => [...new Set(samples.flatMap(read))].filter((value) => value !== null);
  return {
    // Object.fromEntries cannot know its keys: they are FIGURES.
    .../** @type {Record<Figure, Spread>} */ (
      Object.fromEntries(
        FIGURES.map((name) => [name, spread(samples.map((sample) => sample[name] ?? Number.NaN))]),
      )
    ),
    copies: {
      reactDom: Math.max(...samples.map((sample) => sample.copies.reactDom)),
      federationRuntime: Math.max(...samples.map((sample) => sample.copies.federationRuntime)),
    },
    lcpElements: seen((sample) => [sample.lcpElement]),
    failedOrigins: seen((sample) => sample.failedOrigins),
    ...(firstPaints.length
      ? {
          fcpAt1x: spread(firstPaints.map((load) => load.fcp)),
          ttfbAt1x: spread(firstPaints.map((load) => load.ttfb)),
        }
      : {}),
  };
}

/**
 * Storage states the pages start from: one with a cart of three lines, one signed in.
 * @param {Browser} browser
 * @param {{ productIds: number[], demo: { identifier: string, password: string } }} options
 * @returns {Promise<States>}
 */
export async function prepareStates(browser, { productIds, demo }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const productId of productIds) {
    await page.goto(`${originOf('host')}/products/${productId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByTestId('cart-count')
      .filter({ hasText: String(productIds.indexOf(productId) + 1) })
      .waitFor();
  }
  const withCart = await context.storageState();
  await page.goto(`${originOf('host')}/login`);
  await page.getByLabel('Mobile number or e-mail').fill(demo.identifier);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('header-user-name').waitFor();
  const signedIn = await context.storageState();
  await context.close();
  return { withCart, signedIn };
}
