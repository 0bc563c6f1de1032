import { expect, test, type Page } from '@playwright/test';
import { untilHydrated } from '../support/shopper';

// Search and browse: suggestions as you type (typos included), price and
// stock filters in the URL, a page past the end, and links the API would refuse.

const CHOCOLATE = '70 Percent Dark Chocolate 100g';

/** The product list, hydrated, so its controls answer. */
async function openList(page: Page, search = '') {
  await page.goto(`/products${search}`);
  await expect(page.getByLabel('Category')).toBeEnabled();
}

test('a typo is suggested as you type, and picked with the keyboard', async ({ page }) => {
  await openList(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('choclate', { delay: 30 });

  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toHaveText(`${CHOCOLATE} in Snacks`);
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5);
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  const first = suggestions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHOCOLATE);
});

test('a search with a typo finds the product, and Escape leaves the search to Enter', async ({
  page,
}) => {
  await openList(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.pressSequentially('choclate', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=choclate$/);
  await expect(page.getByRole('article').first()).toContainText(CHOCOLATE);
});

test('price and stock filters live in the URL, and the server draws them', async ({
  page,
  browser,
}) => {
  await openList(page);
  await page.getByLabel('Price').selectOption({ label: '£2.00 to £5.00' });
  // Each choice is a navigation, drawn in a transition: the tick shows once the
  // URL carries it, so wait for the price before ticking, and for the tick after.
  await expect(page).toHaveURL(/minPrice=200&maxPrice=500$/);
  const inStockOnly = page.getByLabel('In stock only');
  await inStockOnly.click();
  await expect(inStockOnly).toBeChecked();
  await expect(page).toHaveURL(/\/products\?minPrice=200&maxPrice=500&inStock=true$/);
  await untilHydrated(page);

  const prices = await page
    .getByRole('article')
    .getByText(/^£\d+\.\d\d/)
    .allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    const pence = Math.round(Number(price.replace(/[^\d.]/g, '')) * 100);
    expect(pence).toBeGreaterThanOrEqual(200);
    expect(pence).toBeLessThanOrEqual(500);
  }
  await expect(page.getByText('Out of stock')).toHaveCount(0);

  // The same URL without JavaScript: the page the server drew shows the same choices.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const drawn = await context.newPage();
  await drawn.goto(page.url());
  await expect(drawn.getByLabel('Price')).toHaveValue('200-500');
  await expect(drawn.getByLabel('In stock only')).toBeChecked();
  await expect(drawn.getByRole('article').first()).toBeVisible();
  await context.close();
});

test('a page past the end says how many match and links to page 1', async ({ page }) => {
  await openList(page, '?q=x&page=30');
  const message = page.getByRole('heading', {
    name: /^Page 30 is past the end — \d+ products? match/,
  });
  await expect(message).toBeVisible();
  const count = (await message.textContent())!.match(/— (\d+) product/)![1];
  await page.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(page).toHaveURL(/\/products\?q=x$/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${count} products? for “x”`) }),
  ).toBeVisible();
});

test('a link with an unknown category says so, drawn by the server too', async ({
  page,
  request,
}) => {
  const drawn = await (await request.get('/products?category=no-such-shelf')).text();
  expect(drawn).toContain('We have no category “no-such-shelf”');

  await openList(page, '?category=no-such-shelf');
  await expect(
    page.getByRole('heading', { name: 'We have no category “no-such-shelf”' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(
    page.getByLabel('Category').locator('option', { hasText: 'no-such-shelf' }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all categories' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a search longer than the box allows gets a form message, not a load failure', async ({
  page,
}) => {
  await openList(page, `?q=${'x'.repeat(101)}`);
  await expect(page.getByRole('alert')).toHaveText('Search for at most 100 characters');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
