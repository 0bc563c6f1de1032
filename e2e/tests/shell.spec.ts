import { expect, test } from '@playwright/test';
import { untilHydrated } from '../support/shopper';

test.describe('host shell', () => {
  test('app start writes the spec localStorage values', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The server drew the page; the app writes them when it starts, just after.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          deliverySelectFromUser: localStorage.getItem('deliverySelectFromUser'),
          addressStatus: localStorage.getItem('addressStatus'),
          storeId: localStorage.getItem('storeId'),
        })),
      )
      .toEqual({
        deliverySelectFromUser: 'true',
        addressStatus: 'true',
        storeId: '38',
      });
  });

  test('a stored userId means signed in, at start and after navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('header-user-name')).toHaveCount(0);
    await page.evaluate(() => {
      localStorage.setItem('userId', '12');
      localStorage.setItem('userName', 'Maya');
    });
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByTestId('header-user-name')).toHaveText('Hi, Maya');
    await page.reload();
    await expect(page.getByTestId('header-user-name')).toHaveText('Hi, Maya');
  });

  test('the header shows on / and not on /verify', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.goto('/verify/mobile');
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the document title is fixed across areas', async ({ page }) => {
    for (const path of ['/', '/dashboard/wallet', '/verify/documents', '/login']) {
      await page.goto(path);
      await expect(page).toHaveTitle('Storefront');
    }
  });

  test('the dashboard menu lists the eight spec links and marks the current one', async ({
    page,
  }) => {
    // The dashboard needs a signed-in user; a stored userId means one (docs/permissions.md).
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userId', '12'));
    await page.goto('/dashboard/order-history');
    const menu = page.getByRole('navigation', { name: 'My Dashboard' });
    await expect(menu.getByRole('link')).toHaveText([
      'my profile',
      'my Account',
      'History',
      'Order',
      'My Favs',
      'Refer Friends',
      'My Wallet',
      'Loyalty Rewards',
    ]);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('History');
    await menu.getByRole('link', { name: 'My Wallet' }).click();
    await expect(page).toHaveURL(/\/dashboard\/wallet$/);
    await expect(menu.locator('[aria-current="page"]')).toHaveText('My Wallet');
  });

  test('an anonymous visitor to the dashboard signs in first', async ({ page }) => {
    await page.goto('/dashboard/favs');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard%2Ffavs$/);
    await expect(page.getByRole('navigation', { name: 'My Dashboard' })).toHaveCount(0);
  });

  test('navigation scrolls to the top, and back restores the position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Questions customers ask' })).toBeVisible();
    // The server drew the page: the router (and its scroll restoration) runs once it hydrates.
    await untilHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test('a page opened by its address starts at the top, wherever the last page was scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await untilHydrated(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    // A new document: the router's first entry of every document shares one key.
    await page.goto('/products');
    await untilHydrated(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A reload is the same entry coming back: it keeps its place.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.reload();
    await untilHydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });
});
