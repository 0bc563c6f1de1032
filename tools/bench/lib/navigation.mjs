import { coldPage } from './browser.mjs';
import { originOf } from './servers.mjs';

// The home page gets this long, after the network is quiet, to do what it does when idle.
const IDLE_MS = 2000;

/**
 * The first client-side move from home into each other remote. Dashboard is
 * reached by the header's link. The home page has no link into verify, so
 * that move is started through the router's history (pushState + popstate),
 * the path a link takes once clicked.
 */
export const NAVIGATIONS = [
  { remote: 'dashboard', link: 'header a[href="/dashboard/profile"]', ready: 'my profile' },
  { remote: 'verify', path: '/verify/mobile', ready: 'Verify your mobile number' },
];

/** Milliseconds from the click to the target page's heading being on screen, on a cold home page. */
export async function navigateOnce(browser, navigation, states) {
  const tab = await coldPage(browser, { storageState: states.signedIn });
  try {
    await tab.page.goto(`${originOf('host')}/`, { waitUntil: 'load' });
    await tab.page.getByRole('heading', { name: 'How it works' }).waitFor();
    await tab.page.waitForLoadState('networkidle');
    await tab.page.waitForTimeout(IDLE_MS);
    return await tab.page.evaluate(async ({ link, path, ready }) => {
      const start = performance.now();
      if (link) document.querySelector(link).click();
      else {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      await new Promise((resolve) => {
        const check = () =>
          [...document.querySelectorAll('h1')].some((heading) =>
            heading.textContent.includes(ready),
          )
            ? resolve()
            : requestAnimationFrame(check);
        check();
      });
      return performance.now() - start;
    }, navigation);
  } finally {
    await tab.context.close();
  }
}
