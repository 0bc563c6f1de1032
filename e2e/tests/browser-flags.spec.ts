import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// support/chromium.ts turns the unseen address-bar popups off with a
// --disable-features switch that replaces Playwright's own (Chromium reads the
// last one), so it repeats Playwright's list. Both halves, in the browser the
// tests run in.
test('the browser opens windows without the address-bar popups, with every feature Playwright turns off still off', async ({
  browser,
  page,
}) => {
  await page.setContent('<p>A window of its own</p>');
  const cdp = await browser.newBrowserCDPSession();

  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((t) => t.url)).toEqual(
    [],
  );

  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const browserProcess = processInfo.find((process) => process.type === 'browser');
  expect(browserProcess).toBeDefined();
  const switches = readFileSync(`/proc/${browserProcess!.id}/cmdline`, 'utf8').split('\0');
  const lists = switches
    .filter((name) => name.startsWith('--disable-features='))
    .map((name) => name.slice('--disable-features='.length).split(','));
  // Playwright's switch, then ours: the one in effect holds every feature of the first.
  expect(lists).toHaveLength(2);
  expect(lists.at(-1)).toEqual(expect.arrayContaining(lists[0]!));
});
