import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, operatorToken } from '../support/api';

/**
 * A product without options with plenty in stock (the page says "In stock"),
 * and its stock as the shelf has it now: the catalogue's list may lag by up to
 * a second, so the count comes from a quote, which reads stock live.
 */
async function productInStock(request: APIRequestContext) {
  const response = await request.get(`${API}/stores/38/products`, { params: { pageSize: 48 } });
  const { items } = (await response.json()) as {
    items: { id: number; name: string; stock: number; variantCount: number }[];
  };
  const product = items.find(
    (item) => item.variantCount === 1 && item.stock > 10 && item.stock < 99,
  );
  if (!product) throw new Error('No product without options with plenty in stock');
  const quoted = await request.post(`${API}/stores/38/cart/quote`, {
    data: { lines: [{ productId: product.id, quantity: 99 }] },
  });
  const { lines } = (await quoted.json()) as { lines: { quantity: number }[] };
  return { ...product, stock: lines[0]!.quantity };
}

/** The operator counts the shelf and finds `stock`. */
async function countShelf(request: APIRequestContext, productId: number, stock: number) {
  const counted = await request.post(`${API}/operator/products/${productId}/stock-adjustments`, {
    headers: { authKey: await operatorToken(request) },
    data: { reason: 'count_correction', quantity: stock, note: 'live stock e2e' },
  });
  expect(counted.ok()).toBe(true);
}

/** The customer switches to another tab and back, as the browser reports it to the page. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    const show = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
  });
}

test('an open product page shows the stock the operator just counted when the tab is shown again, keeping the typed quantity', async ({
  page,
  request,
}) => {
  const product = await productInStock(request);
  try {
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    const quantity = page.getByLabel('Quantity', { exact: true });
    await expect(quantity).toBeEnabled();
    await quantity.fill('2');
    await quantity.press('Tab');
    // Set on this page: still there afterwards means the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { liveStockMark: true }));

    await countShelf(request, product.id, 4);
    // The catalogue may answer the old count for up to a second: come back again until it is new.
    await expect(async () => {
      await leaveAndComeBack(page);
      await expect(page.getByText('Only 4 left', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 8_000 });

    await expect(quantity).toHaveValue('2');
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await page.evaluate(() => 'liveStockMark' in window)).toBe(true);
  } finally {
    await countShelf(request, product.id, product.stock);
  }
});
