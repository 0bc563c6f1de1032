import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, operatorToken } from '../support/api';

// A drawn page is kept for a few seconds (host/src/server/recent-pages.ts) and
// sent to everyone who asks. The site's server follows the API's catalogue
// news (GET /api/catalogue/changes, server/src/catalogue-news.ts) and drops
// kept pages on a change, so a page drawn just before an operator's stock
// change shows the new stock within a second, not once its 5 s are up.
// An anonymous cart's page is kept the same way, by the cart cookie's lines.
// Both are the real processes the config starts: the API and serve-all.

interface Product {
  id: number;
  stock: number;
}

/**
 * The catalogue's first product, its stock before the test, and the
 * operator's count of its shelf, which sets its stock to `quantity`.
 */
async function firstProductsStock(request: APIRequestContext) {
  const token = await operatorToken(request);
  const listed = await request.get(`${API}/stores/38/products`, { params: { pageSize: 1 } });
  expect(listed.ok()).toBe(true);
  const [product] = ((await listed.json()) as { items: Product[] }).items;
  expect(product).toBeDefined();
  const { id, stock: before } = product!;
  const countStock = async (quantity: number) => {
    const counted = await request.post(`${API}/operator/products/${id}/stock-adjustments`, {
      headers: { authKey: token },
      data: { reason: 'count_correction', quantity },
    });
    expect(counted.ok(), await counted.text()).toBe(true);
  };
  return { id, before, countStock };
}

/** The stock badge of a product's drawn page, as the server sends it (no browser). */
async function drawnStock(request: APIRequestContext, id: number) {
  const html = (await (await request.get(`/products/${id}`)).text()).replace(/<!-- -->/g, '');
  return /<main[\s\S]*?class="sf-stock[^"]*">([^<]*)</.exec(html)?.[1] ?? 'not drawn';
}

/** The item count of an anonymous cart's drawn page, as the server sends it for `cart` (no browser). */
async function drawnCartCount(request: APIRequestContext, cart: string) {
  const html = await (await request.get('/cart', { headers: { Cookie: `cart=${cart}` } })).text();
  return /Subtotal \((\d+) items?\)/.exec(html.replace(/<!-- -->/g, ''))?.[1] ?? 'not drawn';
}

test('a drawn product page shows an operator’s stock change within a second', async ({
  request,
}) => {
  const { id, before, countStock } = await firstProductsStock(request);
  try {
    await countStock(3);
    await expect.poll(() => drawnStock(request, id), { timeout: 5000 }).toBe('Only 3 left');
    // Drawn again and kept just now: without news it would be sent for about 5 s more.
    expect(await drawnStock(request, id)).toBe('Only 3 left');
    await countStock(2);
    const changed = performance.now();
    await expect
      .poll(() => drawnStock(request, id), { timeout: 1000, intervals: [50] })
      .toBe('Only 2 left');
    test.info().annotations.push({
      type: 'news to page',
      description: `${Math.round(performance.now() - changed)} ms`,
    });
  } finally {
    await countStock(before);
  }
});

test('an anonymous cart’s kept page shows an operator’s stock cut within a second', async ({
  request,
}) => {
  const { id, before, countStock } = await firstProductsStock(request);
  const cart = `${id}x3`;
  try {
    await countStock(5);
    await expect.poll(() => drawnCartCount(request, cart), { timeout: 5000 }).toBe('3');
    // Its visitor's page is kept now: the answer says it is theirs alone all the same.
    const kept = await request.get('/cart', { headers: { Cookie: `cart=${cart}` } });
    expect(kept.headers()['cache-control']).toBe('private, no-store');
    await countStock(2);
    await expect
      .poll(() => drawnCartCount(request, cart), { timeout: 1000, intervals: [50] })
      .toBe('2');
  } finally {
    await countStock(before);
  }
});
