// The console at the large size as a person sees it (issue 47: "every
// operator list pages, searches and filters in under 200 ms as a person sees
// it"). The built host and its remotes are served as the bench serves them
// (lib/app-servers.mjs), their config.json naming this bench's API; Chromium
// at the machine's own speed, 1280 px wide, signs in as the operator the way
// a person does (password, then the authenticator's code). Each step starts
// from its list opened afresh, and is timed from the person's click or choice
// until the list shows something new with nothing left loading, in ROUNDS
// rounds; its figure is the median of the rounds'.
import { launchBrowser } from '../lib/browser.mjs';
import { originOf, startAppServers } from '../lib/servers.mjs';
import { median } from '../lib/stats.mjs';
import { operatorCode } from './api.mjs';
import { LARGE_BUDGETS, judgeSeen } from './budgets.mjs';
import { OPERATOR, forgetLastTotpStep } from './database.mjs';

/** @import { Page } from '@playwright/test' */
/** @import { SeenFigures } from './budgets.mjs' */
/** @import { Row } from './report.mjs' */

/** Rounds of each step; its figure is the median of theirs. */
const ROUNDS = 3;
/** Longer than any step may take before it is given up as not drawn. */
const STEP_TIMEOUT_MS = 15_000;

/**
 * What a person does on a list: `prepare` (typing, untimed), then `act` (the
 * click or choice the time runs from).
 * @typedef {{ name: string, prepare?: (page: Page) => Promise<unknown>, act: (page: Page) => Promise<unknown> }} ConsoleStep
 */

/** @param {Page} page */
const nextPage = (page) => page.locator('main a[rel="next"]').first().click();
/** @param {string} label @param {string} text @returns {(page: Page) => Promise<unknown>} */
const type = (label, text) => (page) => page.getByLabel(label).fill(text);
/** @param {Page} page */
const search = (page) => page.locator('main').getByRole('button', { name: 'Search' }).click();

/**
 * The console's long lists and what a person does on each. `name` is a
 * customer's full name the search looks for (the bench's busy customer's).
 * @param {string} name
 * @returns {{ list: string, path: string, steps: ConsoleStep[] }[]}
 */
export const consoleLists = (name) => [
  {
    list: 'store orders',
    path: '/operator/orders',
    steps: [
      { name: 'next page', act: nextPage },
      {
        name: 'filtered by status',
        act: (page) => page.getByLabel('Status', { exact: true }).selectOption('confirmed'),
      },
      {
        name: 'searched by a customer’s name',
        prepare: type('Order number or customer', name),
        act: search,
      },
    ],
  },
  {
    list: 'customers',
    path: '/operator/customers',
    steps: [
      { name: 'next page', act: nextPage },
      { name: 'searched by name', prepare: type('Search customers', name), act: search },
    ],
  },
  {
    list: 'products',
    path: '/operator/products',
    steps: [
      { name: 'next page', act: nextPage },
      {
        name: 'filtered by status',
        act: (page) => page.getByLabel('Status', { exact: true }).selectOption('false'),
      },
      { name: 'searched', prepare: type('Search by name or SKU', 'chocolate'), act: search },
    ],
  },
  { list: 'low stock', path: '/operator/low-stock', steps: [{ name: 'next page', act: nextPage }] },
  {
    list: 'audit log',
    path: '/operator/audit-log',
    steps: [
      { name: 'next page', act: nextPage },
      {
        name: 'filtered by action',
        act: (page) => page.getByLabel('Action', { exact: true }).selectOption('stock.adjusted'),
      },
    ],
  },
];

/**
 * A step's figures from its rounds' times (null: not drawn in time).
 * @param {(number | null)[]} roundsMs
 * @returns {SeenFigures}
 */
export function seenFigures(roundsMs) {
  const drawn = /** @type {number[]} */ (roundsMs.filter((ms) => ms !== null));
  return {
    medianMs: drawn.length > 0 ? median(drawn) : null,
    minMs: drawn.length > 0 ? Math.min(...drawn) : null,
    maxMs: drawn.length > 0 ? Math.max(...drawn) : null,
    rounds: roundsMs.length,
    notDrawn: roundsMs.length - drawn.length,
  };
}

/** What the list shows: the text of the page's main part. @param {Page} page */
const shown = (page) => page.locator('main').innerText();

/**
 * Waits until the main part shows something other than `before` with
 * nothing in it loading (the kit's skeletons are aria-busy, its loading
 * notes .db-loading).
 * @param {Page} page
 * @param {string} before
 */
const drawnAfter = (page, before) =>
  page.waitForFunction(
    /** @param {string} text */
    (text) => {
      const main = document.querySelector('main');
      return (
        main !== null &&
        main.innerText !== text &&
        main.querySelector('[aria-busy="true"], .db-loading') === null
      );
    },
    before,
    { polling: 'raf', timeout: STEP_TIMEOUT_MS },
  );

/**
 * Signs in through the sign-in page, as a person does.
 * @param {Page} page
 * @param {string} databaseUrl
 */
async function signIn(page, databaseUrl) {
  await forgetLastTotpStep(databaseUrl);
  await page.goto(`${originOf('host')}/login`);
  await page.getByLabel('Mobile number or e-mail').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('6-digit code').fill(await operatorCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Store console' }).waitFor();
}

/**
 * One step on a list opened afresh and drawn: its milliseconds, or null
 * when it is not drawn in time.
 * @param {Page} page
 * @param {string} path
 * @param {ConsoleStep} step
 */
async function timeStep(page, path, step) {
  await page.goto(`${originOf('host')}${path}`);
  // Every list here is long enough to have a next page: its link says the first is drawn.
  await page.locator('main a[rel="next"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await drawnAfter(page, '');
  await step.prepare?.(page);
  const before = await shown(page);
  const started = performance.now();
  await step.act(page);
  const drawn = await drawnAfter(page, before).then(
    () => true,
    () => false,
  );
  return drawn ? performance.now() - started : null;
}

/**
 * Each list's steps as a person sees them, against the API at `apiOrigin`.
 * @param {{ apiOrigin: string, databaseUrl: string, customerName: string }} options
 * @returns {Promise<{ list: string, step: string, roundsMs: (number | null)[] }[]>}
 */
export async function measureConsole({ apiOrigin, databaseUrl, customerName }) {
  const servers = await startAppServers(`${apiOrigin}/api`);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, databaseUrl);
    const lists = consoleLists(customerName);
    const measured = lists.flatMap((list) =>
      list.steps.map((step) => ({
        list: list.list,
        step: step.name,
        roundsMs: /** @type {(number | null)[]} */ ([]),
      })),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      let index = 0;
      for (const list of lists)
        for (const step of list.steps)
          measured[index++].roundsMs.push(await timeStep(page, list.path, step));
    }
    return measured;
  } finally {
    await browser.close();
    await servers.stop();
  }
}

/**
 * The console's lists paged, searched and filtered in the browser, a row
 * each; one row not measured, saying why, if the browser or the pages could
 * not be started.
 * @param {Parameters<typeof measureConsole>[0]} where
 * @param {(row: Row) => void} add
 */
export async function measureConsoleSteps(where, add) {
  const budget = LARGE_BUDGETS.consoleStep;
  try {
    for (const step of await measureConsole(where)) {
      const figures = seenFigures(step.roundsMs);
      add({
        name: `console: ${step.list}, ${step.step}`,
        kind: 'console',
        budget: 'consoleStep',
        figures,
        verdict: judgeSeen(figures, budget),
      });
    }
  } catch (error) {
    add({
      name: 'console',
      kind: 'console',
      budget: 'consoleStep',
      figures: null,
      verdict: judgeSeen(null, budget),
      note: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
  }
}
