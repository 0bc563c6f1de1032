import { coldPage, readScripts } from './browser.mjs';
import { originOf } from './servers.mjs';

const LONG_TASK_MS = 50;
// After the page is ready and the network quiet, late paints and long tasks still count.
const SETTLE_MS = 1000;

/**
 * The pages of pnpm bench: where each is and the heading that says its
 * content is on screen. `signedIn` pages load with the demo customer's session.
 */
export function benchPages({ productId }) {
  return [
    { name: 'home', path: '/', ready: 'How it works' },
    { name: 'product list', path: '/products', ready: 'All products' },
    { name: 'product detail', path: `/products/${productId}`, ready: null },
    { name: 'cart', path: '/cart', ready: 'Your cart', state: 'withCart' },
    {
      name: 'order history',
      path: '/dashboard/order-history',
      ready: 'History',
      state: 'signedIn',
    },
  ];
}

/** One cold load of one page: bytes, requests, paint timings, shifts, blocking time and copies. */
export async function loadOnce(browser, page, states) {
  const tab = await coldPage(browser, {
    storageState: page.state ? states[page.state] : undefined,
  });
  try {
    await tab.page.goto(originOf('host') + page.path, { waitUntil: 'load' });
    const heading = page.ready
      ? tab.page.getByRole('heading', { name: page.ready, exact: true })
      : tab.page.getByRole('heading', { level: 1 });
    await heading.waitFor({ timeout: 30_000 });
    await tab.page.waitForLoadState('networkidle');
    await tab.page.waitForTimeout(SETTLE_MS);
    const observed = await tab.page.evaluate(() => window.__bench);
    const blocking = observed.longTasks
      .filter(([start]) => observed.fcp !== null && start >= observed.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
    return {
      ...tab.network.summary(),
      fcp: observed.fcp,
      lcp: observed.lcp,
      cls: observed.cls,
      tbt: blocking,
      ...(await readScripts(tab)),
    };
  } finally {
    await tab.context.close();
  }
}

/** Storage states the pages start from: one with a cart of three lines, one signed in. */
export async function prepareStates(browser, { productIds, demo }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const productId of productIds) {
    await page.goto(`${originOf('host')}/products/${productId}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByTestId('cart-count')
      .filter({ hasText: String(productIds.indexOf(productId) + 1) })
      .waitFor();
  }
  const withCart = await context.storageState();
  await page.goto(`${originOf('host')}/login`);
  await page.getByLabel('Mobile number or e-mail').fill(demo.identifier);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('header-user-name').waitFor();
  const signedIn = await context.storageState();
  await context.close();
  return { withCart, signedIn };
}
