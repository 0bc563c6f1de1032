import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  describeDuplicates,
  describeScripts,
  findDuplicates,
  packageMapUrls,
  unmappedScripts,
  type ChunkPackages,
} from '../support/duplicate-packages';
import { OPERATOR } from '../support/api';
import { DEMO, signIn } from '../support/shopper';
import { followRequests } from '../support/network-quiet';

type Requests = ReturnType<typeof followRequests>;

// Each journey is one cold page session: a first page, its idle time (when the
// host prefetches the other remotes), then a client-side move into each remote.
// Every script downloaded on the way, prefetches included, is mapped to the
// npm packages its build put in it; no package may arrive in two files.
// The host prefetches one remote per idle moment, each once the one before has
// arrived: the network is quiet for this long only once all of them are in.
const QUIET_MS = 500;
// Signed out, verify and the dashboard send the visitor to sign in, but their
// code has loaded by then all the same. The store console is visited only by
// the operator: a customer's pages must never download any of it.
const MOVES = ['/products', '/verify/mobile', '/dashboard/profile'];
const OPERATOR_MOVES = [...MOVES, '/operator/customers'];
const OPERATOR_REMOTE = 'http://localhost:8084';
// The remote that draws each move's path: the move is over once its entry is in.
const REMOTE_OF_MOVE: Record<string, string> = {
  '/products': 'http://localhost:8081',
  '/verify/mobile': 'http://localhost:8082',
  '/dashboard/profile': 'http://localhost:8083',
  '/operator/customers': OPERATOR_REMOTE,
};
// Names of schemas only the console speaks (@storefront/shared/operator-contracts),
// one from each of its files: a script that carries one carries the console's
// contracts. The build keeps the names of a shared module's exports.
const OPERATOR_CONTRACT_NAMES = [
  'operatorOrderSchema',
  'operatorProductSchema',
  'discountCodeInputSchema',
  'storeSettingsSchema',
  'slotWindowInputSchema',
  'decideProblemReportSchema',
  'remoteLoadFigurePageSchema',
];
const JOURNEYS = [
  { start: '/', who: 'anonymous' },
  { start: '/', who: 'customer' },
  { start: '/products', who: 'customer' },
  { start: '/cart', who: 'customer' },
  { start: '/login', who: 'anonymous' },
  { start: '/checkout', who: 'customer' },
  { start: '/verify/documents', who: 'customer' },
  { start: '/dashboard/order-history', who: 'customer' },
  { start: '/operator/orders', who: 'operator' },
] as const;

type Who = (typeof JOURNEYS)[number]['who'];
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions: Partial<Record<Who, StorageState>> = {};

async function signedInState(browser: Browser, identifier: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, identifier, password);
  const state = await context.storageState();
  await context.close();
  return state;
}

test.beforeAll(async ({ browser }) => {
  sessions.customer = await signedInState(browser, DEMO.identifier, DEMO.password);
  sessions.operator = await signedInState(browser, OPERATOR.identifier, OPERATOR.password);
});

/**
 * Resolves once the page has had an idle moment (the host's prefetching starts
 * in one) and no request has been open for QUIET_MS since.
 */
async function idleWorkDone(page: Page) {
  let open = 0;
  let lastChange = Date.now();
  const started = () => ((open += 1), (lastChange = Date.now()));
  const ended = () => ((open = Math.max(0, open - 1)), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
  await expect
    .poll(() => open === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [100] })
    .toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

/** Moves the way a link does once the router has it: history, then popstate. */
async function moveTo(page: Page, requests: Requests, path: string, downloaded: string[]) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The router may start the remote's load a moment after the move, with the
  // network still quiet from the move before: quiet alone could end the
  // journey before the remote's code arrived, and leave its scripts to land
  // after the maps were read.
  const entry = `${REMOTE_OF_MOVE[path]}/remoteEntry.js`;
  await expect.poll(() => downloaded.includes(entry), { timeout: 15_000 }).toBe(true);
  await requests.quiet();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

async function packageMaps(page: Page, origins: string[]) {
  const maps: Record<string, ChunkPackages> = {};
  for (const origin of origins) {
    maps[origin] = { files: {} };
    for (const url of packageMapUrls(origin)) {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      Object.assign(maps[origin].files, ((await response.json()) as ChunkPackages).files);
    }
  }
  return maps;
}

for (const { start, who } of JOURNEYS) {
  test(`from ${start} (${who}), then into every remote, no npm package arrives in two files`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ storageState: sessions[who] });
    const page = await context.newPage();
    const downloaded: string[] = [];
    const bodies: Promise<string>[] = [];
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.endsWith('.js')) return;
      downloaded.push(request.url());
      bodies.push(request.response().then((response) => response?.text() ?? ''));
    });
    const requests = followRequests(page);
    await page.goto(start);
    await requests.quiet();
    await idleWorkDone(page);
    for (const path of who === 'operator' ? OPERATOR_MOVES : MOVES) {
      await moveTo(page, requests, path, downloaded);
    }

    const origins = [...new Set(downloaded.map((url) => new URL(url).origin))];
    const maps = await packageMaps(page, origins);
    const scripts = describeScripts(downloaded, maps);
    // Beside the scripts no map names, the files each origin's maps do name.
    const listed = Object.entries(maps).map(
      ([origin, map]) => `${origin}: ${Object.keys(map.files).join(' ')}`,
    );
    expect(
      unmappedScripts(scripts),
      `scripts no build lists; listed:\n${listed.join('\n')}`,
    ).toEqual([]);
    const duplicates = findDuplicates(scripts);
    expect(duplicates, describeDuplicates(duplicates)).toEqual([]);
    // The journey did run code from the host and every remote it visited; the
    // store console's code reached the operator only.
    expect(origins).toHaveLength(who === 'operator' ? 5 : 4);
    expect(origins.includes(OPERATOR_REMOTE)).toBe(who === 'operator');
    // Nor did the console's contracts reach a customer, from any origin.
    if (who !== 'operator') {
      const code = (await Promise.all(bodies)).join('\n');
      expect(OPERATOR_CONTRACT_NAMES.filter((name) => code.includes(name))).toEqual([]);
    }
    await context.close();
  });
}
