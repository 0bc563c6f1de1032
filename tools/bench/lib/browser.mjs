import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { trackNetwork } from './network.mjs';

/**
 * @import { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
 * @import { NetworkTracker } from './network.mjs'
 */

/** A saved session: cookies and each origin's localStorage. @typedef {Awaited<ReturnType<BrowserContext['storageState']>>} StorageState */

/**
 * A page of its own with its CDP session and its requests followed.
 * @typedef {{ context: BrowserContext, page: Page, cdp: CDPSession, network: NetworkTracker }} Tab
 */

/**
 * What installObservers gathers inside the page, in ms on the page's clock;
 * each long task is [start, duration]. `lcpElement` says what the LCP was:
 * the element's tag, and "image" or "text".
 * @typedef {{ fcp: number | null, lcp: number | null, lcpElement: string | null, cls: number, longTasks: [number, number][] }} PageMetrics
 */

/** The page's window once installObservers has run. @typedef {typeof window & { __bench: PageMetrics }} ObservedWindow */

/**
 * The page's window once installReactHook has run.
 * @typedef {typeof window & { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }} HookedWindow
 */

/**
 * The entries each observed type delivers. DOM's types have no LayoutShift,
 * so the two of its fields read here are named.
 * @typedef {{
 *   paint: PerformanceEntry,
 *   'largest-contentful-paint': LargestContentfulPaint,
 *   'layout-shift': PerformanceEntry & { hadRecentInput: boolean, value: number },
 *   longtask: PerformanceEntry,
 * }} ObservedEntries
 */

// Debian's Chromium, never a downloaded one, kept off the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CPU_SLOWDOWN = 4;

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A page in a context of its own (so its HTTP cache starts cold) with the CPU
 * slowed through CDP (CPU_SLOWDOWN unless `cpuSlowdown` says otherwise; 1 is
 * the machine's own speed), every request counted, and the paint,
 * layout-shift and long-task observers installed before any script of the
 * app runs.
 * @param {Browser} browser
 * @param {{ storageState?: StorageState, cpuSlowdown?: number }} [options]
 * @returns {Promise<Tab>}
 */
export async function coldPage(browser, { storageState, cpuSlowdown = CPU_SLOWDOWN } = {}) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  await page.addInitScript(installReactHook);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const network = trackNetwork(cdp);
  return { context, page, cdp, network };
}

/** Runs in the page before the app: FCP, LCP, CLS and long tasks, as the browser reports them. */
function installObservers() {
  /** @type {PageMetrics} */
  const metrics = { fcp: null, lcp: null, lcpElement: null, cls: 0, longTasks: [] };
  Object.defineProperty(window, '__bench', { value: metrics });
  /**
   * @template {keyof ObservedEntries} T
   * @param {T} type
   * @param {(entry: ObservedEntries[T]) => void} onEntry
   */
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) =>
      // The observer gives every entry as a PerformanceEntry; its type is the one observed.
      /** @type {ObservedEntries[T][]} */ (list.getEntries()).forEach(onEntry),
    ).observe({
      type,
      buffered: true,
    });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    metrics.lcp = entry.startTime;
    // An image's entry names its address; text has none. A peer whose images
    // cannot be fetched here paints text as its largest element instead.
    metrics.lcpElement = `${entry.element?.tagName ?? 'removed element'} ${entry.url ? 'image' : 'text'}`;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) metrics.cls += entry.value;
  });
  observe('longtask', (entry) => metrics.longTasks.push([entry.startTime, entry.duration]));
}

/** Every React DOM copy registers with the devtools hook as it loads; this stand-in counts them. */
function installReactHook() {
  let nextId = 0;
  /** @type {Map<number, unknown>} */
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      /** @param {unknown} renderer */
      inject(renderer) {
        renderers.set(++nextId, renderer);
        return nextId;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
}

// A string the federation runtime core defines once; each script holding it is one copy.
const RUNTIME_MARK = '"[ Federation Runtime ]"';

/**
 * How many React DOM and federation runtime copies the page has loaded so
 * far, and what its scripts weigh gzipped at level 9 (the wire figure is
 * whatever encoding the server chose: brotli, here).
 * @param {Tab} tab
 */
export async function readScripts({ page, cdp, network }) {
  const reactDom = await page.evaluate(
    // installReactHook put the hook on the window before the app's scripts ran.
    () => /** @type {HookedWindow} */ (window).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  let federationRuntime = 0;
  let jsGzip = 0;
  for (const requestId of network.scriptIds()) {
    try {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      if (bytes.toString('utf8').includes(RUNTIME_MARK)) federationRuntime += 1;
      jsGzip += gzipSync(bytes, { level: 9 }).length;
    } catch {
      // A body the browser no longer holds cannot be read; it was counted when it could be.
    }
  }
  return { copies: { reactDom, federationRuntime }, jsGzip };
}
