import { eq } from 'drizzle-orm';
import { favourites } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const call = (customer: Customer, method: 'GET' | 'PUT' | 'DELETE', path = '') =>
  api.app.inject({ method, url: `/api/me/favourites${path}`, headers: as(customer.token) });
const storedFor = (customer: Customer) =>
  api.app.db.select().from(favourites).where(eq(favourites.userId, customer.user.id));

describe('/api/me/favourites', () => {
  it('adds a product once however often it is added, and lists newest first', async () => {
    const customer = await registerCustomer(api.app);
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10);

    const first = await call(customer, 'PUT', `/${loaf.id}`);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await call(customer, 'PUT', `/${loaf.id}`)).statusCode).toBe(204);
    expect(await storedFor(customer)).toHaveLength(1);
    await call(customer, 'PUT', `/${honey.id}`);

    const response = await call(customer, 'GET');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.map((item: { product: { id: number } }) => item.product.id)).toEqual([
      honey.id,
      loaf.id,
    ]);
    expect(items[1]).toEqual({
      product: {
        id: loaf.id,
        slug: 'sourdough-loaf',
        name: 'Sourdough Loaf',
        categorySlug: 'bakery',
        categoryName: 'Bakery',
        priceMinor: loaf.priceMinor,
        currency: 'GBP',
        unit: 'each',
        estimatedWeightGrams: null,
        stock: 10,
        image: loaf.image,
        featured: loaf.featured,
        variantCount: 1,
      },
      addedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('removes a favourite, and removing it again is fine', async () => {
    const customer = await registerCustomer(api.app);
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10);
    await call(customer, 'PUT', `/${loaf.id}`);
    expect((await call(customer, 'DELETE', `/${loaf.id}`)).statusCode).toBe(204);
    expect((await call(customer, 'DELETE', `/${loaf.id}`)).statusCode).toBe(204);
    expect((await call(customer, 'GET')).json()).toEqual({ items: [] });
    expect(await storedFor(customer)).toHaveLength(0);
  });

  it('keeps each customer’s favourites to themselves', async () => {
    const owner = await registerCustomer(api.app);
    const other = await registerCustomer(api.app);
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10);
    await call(owner, 'PUT', `/${loaf.id}`);
    expect((await call(other, 'GET')).json()).toEqual({ items: [] });
    await call(other, 'DELETE', `/${loaf.id}`);
    expect(await storedFor(owner)).toHaveLength(1);
  });

  it('answers 404 naming productId for an unknown product, 400 for a bad id', async () => {
    const customer = await registerCustomer(api.app);
    for (const id of ['999999', '99999999999']) {
      const response = await call(customer, 'PUT', `/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'productId' });
    }
    const bad = await call(customer, 'PUT', '/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('productId');
    expect(await storedFor(customer)).toHaveLength(0);
  });
});
