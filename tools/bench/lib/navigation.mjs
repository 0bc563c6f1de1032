import { coldPage } from './browser.mjs';
import { originOf } from './servers.mjs';

/**
 * @import { Browser } from '@playwright/test'
 * @import { StorageState } from './browser.mjs'
 */

/**
 * A move from home: a click on `link` (after resting the pointer on it for
 * `hoverMs`, when given), or a move through the router's history to `path`;
 * done when an h1 holds `ready` (the link's own text when `ready` is empty).
 * @typedef {{ name: string, ready: string } & (
 *   | { link: string, hoverMs?: number, path?: undefined }
 *   | { path: string, link?: undefined, hoverMs?: undefined }
 * )} Navigation
 */

// The home page gets this long, after the network is quiet, to do what it does when idle.
const IDLE_MS = 2000;

/**
 * The first client-side move from home into each other remote. Dashboard is
 * reached by the header's link. The home page has no link into verify, so
 * that move is started through the router's history (pushState + popstate),
 * the path a link takes once clicked. "after hover" rests the pointer on the
 * link first, as a mouse does before it clicks; the host loads a remote on
 * that intent.
 */
const DASHBOARD_LINK = 'header a[href="/dashboard/profile"]';
// About how long a pointer rests on a link before the click.
const HOVER_MS = 300;
// The name on the first product card of home: its product page's h1.
const PRODUCT_CARD_LINK = 'main article h3 a';
/** @type {Navigation[]} */
export const NAVIGATIONS = [
  { name: 'dashboard', link: DASHBOARD_LINK, ready: 'my profile' },
  { name: 'verify', path: '/verify/mobile', ready: 'Verify your mobile number' },
  { name: 'dashboard after hover', link: DASHBOARD_LINK, hoverMs: HOVER_MS, ready: 'my profile' },
  { name: 'product page', link: PRODUCT_CARD_LINK, ready: '' },
  { name: 'product page after hover', link: PRODUCT_CARD_LINK, hoverMs: HOVER_MS, ready: '' },
];

/**
 * Milliseconds from the click to the target page's heading being on screen, on a cold home page.
 * @param {Browser} browser
 * @param {Navigation} navigation
 * @param {{ signedIn: StorageState }} states
 */
export async function navigateOnce(browser, navigation, states) {
  const tab = await coldPage(browser, { storageState: states.signedIn });
  try {
    await tab.page.goto(`${originOf('host')}/`, { waitUntil: 'load' });
    await tab.page.getByRole('heading', { name: 'How it works' }).waitFor();
    await tab.page.waitForLoadState('networkidle');
    await tab.page.waitForTimeout(IDLE_MS);
    if (navigation.hoverMs) {
      await tab.page.hover(navigation.link);
      await tab.page.waitForTimeout(navigation.hoverMs);
    }
    return await tab.page.evaluate(async ({ link, path, ready }) => {
      // The link is on screen since the home page was drawn.
      const anchor = link ? /** @type {HTMLElement} */ (document.querySelector(link)) : null;
      const wanted = ready || (anchor?.textContent ?? '');
      const start = performance.now();
      if (anchor) anchor.click();
      else {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      await /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          const check = () =>
            [...document.querySelectorAll('h1')].some((heading) =>
              heading.textContent.includes(wanted),
            )
              ? resolve()
              : requestAnimationFrame(check);
          check();
        })
      );
      return performance.now() - start;
    }, navigation);
  } finally {
    await tab.context.close();
  }
}
