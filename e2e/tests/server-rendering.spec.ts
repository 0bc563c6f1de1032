import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createStaticServer } from '@storefront/server';
import { DEMO, signIn, untilElementHydrated, untilHydrated } from '../support/shopper';

const ROOT = path.resolve(__dirname, '../..');

/** Console errors and page errors, which a hydration mismatch would raise. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server draws home and the catalogue with their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corner Market, online');
    await expect(page.getByRole('link', { name: /Bakery/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('£');

    await page.goto('/products?q=croissants');
    const card = page.getByRole('article').first();
    await expect(card).toContainText(/croissants/i);
    const href = await card.getByRole('link').first().getAttribute('href');

    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/croissants/i);
    await expect(page.getByText(/£\d+\.\d\d/).first()).toBeVisible();
  });

  test('pages that depend on the customer’s device are left to the browser', async ({ page }) => {
    for (const path of ['/checkout', '/checkout/review']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test('a drawn page fetches its scripts once painted; a page the browser draws preloads them', async ({
  request,
}) => {
  const scriptPreloads = async (url: string) =>
    (await (await request.get(url)).text()).match(/<link rel="?preload"? as="?script"?/g) ?? [];

  expect(await scriptPreloads('/')).toEqual([]);
  expect(await scriptPreloads('/checkout')).not.toEqual([]);
});

test('a drawn page comes alive without a mismatch, and moves on without reloading', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corner Market, online');
  await untilHydrated(page);
  // Once hydrated, the link is the router's: the document stays the same.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Shop all products' }).click();
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('a signed-in customer sees their name once the drawn page hydrates, on the page the server drew', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await signIn(page, DEMO.identifier, DEMO.password);
  // The device's session differs from what the server drew with: React draws it
  // right after hydrating, and that must not make it throw the drawn page away.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('h1')?.setAttribute('data-drawn', ''),
    ),
  );
  for (const path of ['/', '/products', '/cart']) {
    await page.goto(path);
    expect(await page.locator('#page-data').count()).toBe(1);
    await expect(page.getByTestId('header-user-name')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await untilElementHydrated(heading);
    await expect(heading).toHaveAttribute('data-drawn', '');
  }
  expect(errors).toEqual([]);
});

test('when a remote’s server build cannot be fetched, the browser draws the page', async () => {
  const host = await createStaticServer({ dir: path.join(ROOT, 'host/dist') });
  host.get('/remotes.json', (_request, reply) =>
    reply.send({
      storefront: 'http://127.0.0.1:9/mf-manifest.json',
      verify: 'http://localhost:8082/mf-manifest.json',
      dashboard: 'http://localhost:8083/mf-manifest.json',
      operator: 'http://localhost:8084/mf-manifest.json',
    }),
  );
  try {
    const page = await host.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<div id="?root"?><\/div>/);
    expect(page.body).not.toContain('page-data');
  } finally {
    await host.close();
  }
});
