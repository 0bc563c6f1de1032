import { coldPage } from './browser.mjs';
import { originOf } from './servers.mjs';

/**
 * @import { Browser, Page } from '@playwright/test'
 * @import { StorageState } from './browser.mjs'
 */

/**
 * A move from home: a click on `link` (after resting the pointer on it for
 * `hoverMs`, when given; scrolled onto the screen before the page's idle time
 * when `scrolledTo`), or a move through the router's history to `path`;
 * done when an h1 holds `ready` (the link's own text when `ready` is left out).
 * @typedef {{ name: string, ready?: string } & (
 *   | { link: string, hoverMs?: number, scrolledTo?: boolean, path?: undefined }
 *   | { path: string, link?: undefined, hoverMs?: undefined, scrolledTo?: undefined }
 * )} Navigation
 */

/**
 * A peer's move, as peers.json lists it under one of our NAVIGATIONS' names:
 * from the page `from`, a bare click on the first `link` (a CSS selector),
 * done when an element matching `heading` (the target page's heading, which
 * the page moved from has not) is on screen.
 * @typedef {{ from: string, link: string, heading: string }} PeerNavigation
 */

/**
 * What the page does to move and how it knows it has arrived: `text` is what
 * the heading must hold, the link's own text when null, anything when ''.
 * @typedef {{ link?: string, path?: string, heading: string, text: string | null }} Move
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
/**
 * "product page" is a tap on a card a person has scrolled to: a card is on
 * screen before anyone can tap it (and the host fetches a card's page once it
 * has been in view a moment). "off screen" clicks a card that never was,
 * which no person can do: the move with nothing fetched ahead.
 * @type {Navigation[]}
 */
export const NAVIGATIONS = [
  { name: 'dashboard', link: DASHBOARD_LINK, ready: 'my profile' },
  { name: 'verify', path: '/verify/mobile', ready: 'Verify your mobile number' },
  { name: 'dashboard after hover', link: DASHBOARD_LINK, hoverMs: HOVER_MS, ready: 'my profile' },
  { name: 'product page', link: PRODUCT_CARD_LINK, scrolledTo: true },
  { name: 'product page, off screen', link: PRODUCT_CARD_LINK },
  { name: 'product page after hover', link: PRODUCT_CARD_LINK, hoverMs: HOVER_MS },
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
    if (navigation.scrolledTo)
      await tab.page.locator(navigation.link).first().scrollIntoViewIfNeeded();
    await tab.page.waitForTimeout(IDLE_MS);
    if (navigation.hoverMs) {
      await tab.page.hover(navigation.link);
      await tab.page.waitForTimeout(navigation.hoverMs);
    }
    const { link, path, ready } = navigation;
    return await timeMove(tab.page, { link, path, heading: 'h1', text: ready ?? null });
  } finally {
    await tab.context.close();
  }
}

/**
 * A peer's move measured as our "product page" is: a cold context (no storage
 * state), the same CPU slowdown, its link scrolled onto the screen once its
 * network is quiet, the same idle time, then a bare click timed to the heading.
 * @param {Browser} browser
 * @param {PeerNavigation} navigation
 */
export async function navigatePeerOnce(browser, { from, link, heading }) {
  const tab = await coldPage(browser);
  try {
    const response = await tab.page.goto(from, { waitUntil: 'load' });
    if (response && !response.ok()) throw new Error(`${from} answered ${response.status()}`);
    await tab.page.locator(link).first().waitFor();
    await tab.page.waitForLoadState('networkidle');
    await tab.page.locator(link).first().scrollIntoViewIfNeeded();
    await tab.page.waitForTimeout(IDLE_MS);
    return await timeMove(tab.page, { link, heading, text: '' });
  } finally {
    await tab.context.close();
  }
}

/**
 * Inside the page: the move, and the time until a `heading` holding `text` is
 * there at an animation frame, the frame it is painted in.
 * @param {Page} page
 * @param {Move} move
 */
function timeMove(page, move) {
  return page.evaluate(async ({ link, path, heading, text }) => {
    // The link is in the page since it was drawn.
    const anchor = link ? /** @type {HTMLElement} */ (document.querySelector(link)) : null;
    const wanted = text ?? anchor?.textContent ?? '';
    const start = performance.now();
    if (anchor) anchor.click();
    else {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        const check = () =>
          [...document.querySelectorAll(heading)].some((element) =>
            (element.textContent ?? '').includes(wanted),
          )
            ? resolve()
            : requestAnimationFrame(check);
        check();
      })
    );
    return performance.now() - start;
  }, move);
}
