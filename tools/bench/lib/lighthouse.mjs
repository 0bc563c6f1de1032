import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.mjs';
import { originOf } from './servers.mjs';

/**
 * @import { RunnerResult } from 'lighthouse'
 * @import { StorageState } from './browser.mjs'
 */

/**
 * One page's Lighthouse run: each category's score (0–100), and the audits
 * that scored under 0.9.
 * @typedef {{ scores: Record<string, number>, failing: string[] }} LighthouseRun
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Puts a saved session's localStorage into the browser Lighthouse drives.
 * @param {number} port
 * @param {StorageState} storageState
 */
async function restoreStorage(port, storageState) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${originOf('host')}/404-bench`);
  const origin = storageState.origins.find((entry) => entry.origin === originOf('host'));
  await page.evaluate((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, origin?.localStorage ?? []);
  await page.close();
  await browser.close();
}

/**
 * Lighthouse 12's default (mobile) run of one page; scores 0–100 per category.
 * @param {string} path
 * @param {StorageState} [storageState]
 * @returns {Promise<LighthouseRun>}
 */
export async function lighthouseOf(path, storageState) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (storageState) await restoreStorage(chrome.port, storageState);
    // Lighthouse answers undefined only when told to gather and not audit (-G), never here.
    const result = /** @type {RunnerResult} */ (
      await lighthouse(`${originOf('host')}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: Boolean(storageState),
      })
    );
    const { categories, audits } = result.lhr;
    return {
      scores: Object.fromEntries(
        // A category's score is null when it could not be scored; null * 100 is 0.
        CATEGORIES.map((id) => [
          id,
          Math.round(/** @type {number} */ (categories[id].score) * 100),
        ]),
      ),
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}
