import { catalogueRepository } from '../src/modules/catalogue/repository';
import { adjustStock } from './catalogue-helpers';
import { as, build, staleForMs, stockProduct, type TestApp } from './helper';
import { addToCart, operatorToken, pickup, place, shopper } from './money-helpers';

// The catalogue's answers are cached as ready JSON. What a customer sees follows
// an operator's change at once, and an order's stock move within a second.

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });
const stockInList = async (productId: number) => {
  const response = await get('/api/stores/38/products?pageSize=48');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const page = response.json() as { items: { id: number; stock: number }[] };
  return page.items.find((item) => item.id === productId)?.stock;
};
const stockInDetail = async (productId: number) =>
  (await get(`/api/products/${productId}`)).json<{ stock: number }>().stock;

describe('cached catalogue answers', () => {
  it('answers a repeated list from the cache, byte for byte', async () => {
    const listProducts = jest.spyOn(catalogueRepository, 'listProducts');
    const first = await get('/api/stores/38/products?sort=price-asc');
    const second = await get('/api/stores/38/products?sort=price-asc');
    expect(second.body).toBe(first.body);
    expect(listProducts).toHaveBeenCalledTimes(1);
    listProducts.mockRestore();
  });

  it('shows the stock an order took, and the stock a cancellation put back, within 1 s', async () => {
    const product = await stockProduct(api.app, 'wildflower-honey', 10);
    expect(await stockInList(product.id)).toBe(10);
    expect(await stockInDetail(product.id)).toBe(10);

    const customer = await shopper(api.app);
    await addToCart(api.app, customer, product.id, 3);
    const placed = await place(api.app, customer, pickup);
    expect(placed.statusCode).toBe(201);
    expect(await staleForMs(() => stockInList(product.id), 7, 1000)).toBeLessThan(1000);
    expect(await staleForMs(() => stockInDetail(product.id), 7, 1000)).toBeLessThan(1000);

    const order = placed.json<{ id: string }>();
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/me/orders/${order.id}/cancel`,
      headers: as(customer.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await staleForMs(() => stockInList(product.id), 10, 1000)).toBeLessThan(1000);
    expect(await staleForMs(() => stockInDetail(product.id), 10, 1000)).toBeLessThan(1000);
  });

  it('answers a list from the cache right after an order, and reads it again behind', async () => {
    const product = await stockProduct(api.app, 'wildflower-honey', 10);
    expect(await stockInList(product.id)).toBe(10);
    const customer = await shopper(api.app);
    await addToCart(api.app, customer, product.id, 1);
    // From here the catalogue's reads never come back, as under heavy load.
    const listProducts = jest
      .spyOn(catalogueRepository, 'listProducts')
      .mockImplementation(() => new Promise(() => {}));
    try {
      expect((await place(api.app, customer, pickup)).statusCode).toBe(201);
      const answered = await Promise.race([
        stockInList(product.id),
        new Promise((resolve) => setTimeout(() => resolve('no answer within 2 s'), 2000)),
      ]);
      expect(answered).toBe(10);
    } finally {
      listProducts.mockRestore();
    }
  });

  it("shows an operator's stock adjustment at once", async () => {
    const product = await stockProduct(api.app, 'wildflower-honey', 10);
    expect(await stockInList(product.id)).toBe(10);
    expect(await stockInDetail(product.id)).toBe(10);
    const adjusted = await adjustStock(api.app, await operatorToken(api.app), product.id, {
      reason: 'received',
      quantity: 5,
    });
    expect(adjusted.statusCode).toBe(201);
    expect(await stockInList(product.id)).toBe(15);
    expect(await stockInDetail(product.id)).toBe(15);
  });

  it('never caches a refusal: an unknown product stays 404 and a bad query 400', async () => {
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    expect((await get('/api/products/999999')).statusCode).toBe(404);
    const bad = await get('/api/stores/38/products?pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { field: 'pageSize' } });
  });

  it('answers again before checking the query, with the same headers, only what it answered', async () => {
    const url = '/api/stores/38/products?category=bakery&sort=newest';
    const first = await get(url);
    const listProducts = jest.spyOn(catalogueRepository, 'listProducts');
    const again = await get(url);
    expect(listProducts).not.toHaveBeenCalled();
    expect(again.body).toBe(first.body);
    for (const header of ['content-type', 'x-content-type-options', 'cross-origin-resource-policy'])
      expect(again.headers[header]).toBe(first.headers[header]);
    listProducts.mockRestore();
    // Another spelling of a query is a URL of its own: checked, and refused when bad.
    expect((await get(`${url}&pageSize=0`)).statusCode).toBe(400);
  });
});
