#!/usr/bin/env node
// Times the dev loop: from saving a component's source file to its new text on
// screen, through React Fast Refresh. Expects the dev servers running
// (`pnpm dev` in another terminal). For each case it opens the page in
// Chromium, edits one visible string, waits for it, then restores the file;
// five times, printing each time and the median. A marker set on `window`
// before the edits must survive them all: a full reload would lose it, so a
// case that reloads fails instead of passing on a fast reload.
//
//   node tools/dev/measure-refresh.mjs [case …]   cases: storefront, host, storefront-in-host
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEV_APPS, devPortOf } from '../webpack-config/dev-server.mjs';

/** @import { Page } from 'playwright-core' */

/**
 * @typedef {object} Case
 * @property {string} url   the page to open
 * @property {string} file  the component edited, from the repository's root
 * @property {string} text  a string that file shows on that page, once in the file
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNS = 5;
const TARGET_MS = 2000;
// Longer than any refresh: past it, the edit is reported as not shown.
const WAIT_MS = 20_000;

const hostUrl = `http://localhost:${devPortOf(DEV_APPS.host)}/`;
const storefrontFile = 'remote-storefront/src/features/home/components/home-page.tsx';

/** @type {Record<string, Case>} */
const CASES = {
  // A remote on its own dev server, on its own page.
  storefront: {
    url: `http://localhost:${devPortOf(DEV_APPS.storefront)}/`,
    file: storefrontFile,
    text: 'How it works',
  },
  // The host's own component, on the dev host's page.
  host: {
    url: hostUrl,
    file: 'host/src/features/footer/components/site-footer.tsx',
    text: 'Opening hours',
  },
  // The remote's component drawn inside the dev host: the update comes from
  // the remote's dev server into the host's page.
  'storefront-in-host': { url: hostUrl, file: storefrontFile, text: 'How it works' },
};

/** Files being edited and their original text, restored however the script ends. */
/** @type {Map<string, string>} */
const originals = new Map();
function restoreAll() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
process.on('exit', restoreAll);
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => process.exit(130));

/** @param {Page} page @param {string} text */
const waitForText = (page, text) =>
  page.waitForFunction(
    // textContent, not innerText: CSS may change the case of what is shown.
    (wanted) => globalThis.document.body.textContent?.includes(wanted) ?? false,
    text,
    { timeout: WAIT_MS, polling: 'raf' },
  );

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} name
 * @param {Case} measured
 * @returns {Promise<number>} the median, in ms
 */
async function measure(browser, name, { url, file, text }) {
  const filePath = path.join(ROOT, file);
  const original = readFileSync(filePath, 'utf8');
  if (original.split(text).length !== 2)
    throw new Error(`${file} must hold "${text}" exactly once`);
  const page = await browser.newPage();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(url);
  await waitForText(page, text);
  // Let the dev client connect and the page settle before the first edit.
  await page.waitForTimeout(1000);
  await page.evaluate(() => Object.assign(globalThis, { refreshMarker: 'still here' }));
  const loadsBefore = loads;

  /** @type {number[]} */
  const times = [];
  originals.set(filePath, original);
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const edited = `${text} (edit ${run}, ${Date.now()})`;
      const started = performance.now();
      writeFileSync(filePath, original.replace(text, edited));
      await waitForText(page, edited);
      const ms = Math.round(performance.now() - started);
      const marker = await page.evaluate(() => /** @type {any} */ (globalThis).refreshMarker);
      if (marker !== 'still here' || loads !== loadsBefore)
        throw new Error(`${name}: the page reloaded instead of refreshing`);
      times.push(ms);
      console.log(`  ${name} run ${run}: ${ms} ms`);
      // Back to the original before the next edit, and wait until it shows.
      writeFileSync(filePath, original);
      await page.waitForFunction(
        (gone) => !globalThis.document.body.textContent?.includes(gone),
        edited,
        {
          timeout: WAIT_MS,
          polling: 'raf',
        },
      );
      await page.waitForTimeout(500);
    }
  } finally {
    writeFileSync(filePath, original);
    originals.delete(filePath);
    await page.close();
  }
  return median(times);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in CASES));
if (unknown.length > 0) {
  console.error(`Unknown case ${unknown.join(', ')}: pick from ${Object.keys(CASES).join(', ')}`);
  process.exit(2);
}
for (const { url } of Object.values(CASES))
  await fetch(url).catch(() => {
    console.error(`Nothing answers at ${url}: start the dev servers first (pnpm dev).`);
    process.exit(1);
  });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** @type {[string, number][]} */
const results = [];
try {
  for (const name of wanted.length > 0 ? wanted : Object.keys(CASES)) {
    console.log(`${name}: ${CASES[name].url}, editing ${CASES[name].file}`);
    results.push([name, await measure(browser, name, CASES[name])]);
  }
} finally {
  await browser.close();
}
console.log(`\nMedian of ${RUNS} edits, save to text on screen, no reload:`);
for (const [name, ms] of results)
  console.log(
    `  ${ms <= TARGET_MS ? '✓' : '✗'} ${name.padEnd(20)} ${ms} ms (target ${TARGET_MS} ms)`,
  );
process.exitCode = results.every(([, ms]) => ms <= TARGET_MS) ? 0 : 1;
