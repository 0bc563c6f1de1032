import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { trackNetwork } from './network.mjs';

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
 * slowed through CDP, every request counted, and the paint, layout-shift and
 * long-task observers installed before any script of the app runs.
 */
export async function coldPage(browser, { storageState } = {}) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  await page.addInitScript(installReactHook);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const network = trackNetwork(cdp);
  return { context, page, cdp, network };
}

/** Runs in the page before the app: FCP, LCP, CLS and long tasks, as the browser reports them. */
function installObservers() {
  const metrics = { fcp: null, lcp: null, cls: 0, longTasks: [] };
  Object.defineProperty(window, '__bench', { value: metrics });
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
      type,
      buffered: true,
    });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (metrics.lcp = entry.startTime));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) metrics.cls += entry.value;
  });
  observe('longtask', (entry) => metrics.longTasks.push([entry.startTime, entry.duration]));
}

/** Every React DOM copy registers with the devtools hook as it loads; this stand-in counts them. */
function installReactHook() {
  let nextId = 0;
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
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
 */
export async function readScripts({ page, cdp, network }) {
  const reactDom = await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
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
