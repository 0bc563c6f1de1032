import { and, count, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import { categories, products } from '../src/db/schema';
import { catalogueRepository } from '../src/modules/catalogue/repository';
import { categoryId, createProduct, operatorCall, productForm } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// Search with typos, price and stock filters, the refusals that name their
// field, and the suggestions under the search box, on whichever engine the
// helper opens (PGlite, or PostgreSQL through TEST_DATABASE_URL).

let api: TestApp;
beforeAll(async () => {
  api = await build();
  const [bakery] = await api.app.db.select().from(categories).where(eq(categories.slug, 'bakery'));
  await api.app.db.insert(products).values(
    [
      // A description match and a name that is only close: both rank after a name that holds the word.
      ['Rye Crispbread', 'Thin and crunchy; lovely with a slice of sourdough.'],
      ['Sourdogh Crackers', 'Crackers from the bakery next door.'],
    ].map(([name, description], index) => ({
      storeId: 38,
      categoryId: bakery!.id,
      sku: `SEARCH-${index}`,
      slug: `search-${index}`,
      name: name!,
      description: description!,
      priceMinor: 180,
      stock: 4,
      image: 'products/sourdough-loaf.webp',
    })),
  );
});
afterAll(() => api.close());

interface Item {
  id: number;
  name: string;
  priceMinor: number;
  stock: number;
  categorySlug: string;
}
interface ProductPage {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

const get = (url: string) => api.app.inject({ method: 'GET', url });
const list = async (query: string): Promise<ProductPage> => {
  const response = await get(`/api/stores/38/products?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (page: ProductPage) => page.items.map((item) => item.name);
const publishedCount = async (...conditions: Parameters<typeof and>) => {
  const [row] = await api.app.db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        eq(products.storeId, 38),
        eq(products.published, true),
        isNull(products.variantOf),
        ...conditions,
      ),
    );
  return row!.n;
};

describe('search with typos', () => {
  it('finds the chocolate for "choclate", which no name contains', async () => {
    const page = await list('q=choclate');
    expect(names(page)[0]).toBe('70 Percent Dark Chocolate 100g');
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('puts names that hold the words first, then descriptions, then names that are only close', async () => {
    const found = names(await list('q=sourdough&pageSize=48'));
    expect(found[0]).toBe('Sourdough Loaf');
    // Descriptions that mention sourdough: the seeded avocados' and the crispbread's.
    expect(found.slice(1, -1).sort()).toEqual([
      'Ripe and Ready Hass Avocados x2',
      'Rye Crispbread',
    ]);
    expect(found.at(-1)).toBe('Sourdogh Crackers');
  });

  it('keeps a sort that is asked for, over the best matches', async () => {
    const page = await list('q=sourdough&sort=price-asc');
    const prices = page.items.map((item) => item.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.total).toBe(4);
  });

  it('counts the best matches as fully as any other order does', async () => {
    for (const q of ['choclate', 'sourdough', 'a']) {
      const best = await list(`q=${q}&pageSize=2`);
      const byName = await list(`q=${q}&pageSize=2&sort=name`);
      expect(best.total).toBe(byName.total);
      expect(best.total).toBeGreaterThan(0);
    }
    expect((await list('q=sourdough&pageSize=2')).total).toBe(4);
  });

  it('still finds names close to several words at once', async () => {
    expect(names(await list('q=dark%20choclate'))[0]).toBe('70 Percent Dark Chocolate 100g');
  });

  it('finds a product added or renamed by a typo of its new name at once', async () => {
    const operator = await operatorToken(api.app);
    const bakery = await categoryId(api.app, 'bakery');
    expect((await list('q=kumqat')).total).toBe(0);
    const added = await createProduct(api.app, operator, bakery, { name: 'Kumquat Loaf' });
    expect(names(await list('q=kumqat'))).toEqual(['Kumquat Loaf']);

    expect((await list('q=persimon')).total).toBe(0);
    const renamed = await operatorCall(api.app, operator, 'PUT', `/products/${added.id}`, {
      ...productForm(bakery, { sku: added.sku, name: 'Persimmon Loaf' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(names(await list('q=persimon'))).toEqual(['Persimmon Loaf']);
    // The old name's word is still known, and finds no name that lost it.
    expect((await list('q=kumqat')).total).toBe(0);
  });

  it('takes a corrected word as a whole word of a name, not a part of one', async () => {
    // "teaa" is a typo of "tea", which "Steak" holds only as letters.
    const operator = await operatorToken(api.app);
    const bakery = await categoryId(api.app, 'bakery');
    await createProduct(api.app, operator, bakery, { name: 'Sirloin Steak Pie' });
    await createProduct(api.app, operator, bakery, { name: 'Mint Tea Loaf' });
    const found = names(await list('q=teaa&pageSize=48'));
    expect(found).toContain('Mint Tea Loaf');
    expect(found).not.toContain('Sirloin Steak Pie');
  });

  it('still finds nothing for words unlike any product', async () => {
    expect(await list('q=zqxjvw')).toEqual({ items: [], page: 1, pageSize: 12, total: 0 });
  });
});

describe('price and stock filters', () => {
  it('keeps prices between minPrice and maxPrice, both included, in pence', async () => {
    const page = await list('minPrice=200&maxPrice=350&pageSize=48');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.priceMinor >= 200 && item.priceMinor <= 350)).toBe(true);
    expect(names(page)).toContain('70 Percent Dark Chocolate 100g'); // 225
    expect(page.total).toBe(
      await publishedCount(gte(products.priceMinor, 200), lte(products.priceMinor, 350)),
    );
  });

  it('takes either bound alone', async () => {
    const cheap = await list('maxPrice=100&pageSize=48');
    expect(cheap.items.every((item) => item.priceMinor <= 100)).toBe(true);
    expect(cheap.total).toBe(await publishedCount(lte(products.priceMinor, 100)));
    const dear = await list('minPrice=1000&pageSize=48');
    expect(dear.items.every((item) => item.priceMinor >= 1000)).toBe(true);
    expect(dear.total).toBe(await publishedCount(gte(products.priceMinor, 1000)));
  });

  it('leaves out what is sold out with inStock=true', async () => {
    const all = await list('pageSize=48');
    const inStock = await list('inStock=true&pageSize=48');
    expect(inStock.total).toBe(await publishedCount(gt(products.stock, 0)));
    expect(inStock.total).toBeLessThan(all.total);
    expect(inStock.items.every((item) => item.stock > 0)).toBe(true);
  });

  it('combines a search, a category, a price range and stock', async () => {
    const page = await list('q=choclate&category=snacks&minPrice=200&maxPrice=300&inStock=true');
    expect(names(page)).toEqual(['70 Percent Dark Chocolate 100g']);
    expect(await list('q=choclate&maxPrice=200')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['minPrice', 'minPrice=-1'],
    ['minPrice', 'minPrice=cheap'],
    ['maxPrice', 'maxPrice=2.5'],
    ['maxPrice', 'minPrice=500&maxPrice=200'],
    ['inStock', 'inStock=yes'],
  ])('names %s when the query is %s', async (field, query) => {
    const response = await get(`/api/stores/38/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});

describe('categories and pages', () => {
  it('refuses a category the store does not have, naming category', async () => {
    const response = await get('/api/stores/38/products?category=no-such-shelf');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'category',
      message: expect.stringContaining('no-such-shelf'),
    });
  });

  it('answers a page past the end with no items and the full total', async () => {
    const first = await list('q=a&pageSize=5');
    expect(first.total).toBeGreaterThan(5);
    const past = Math.ceil(first.total / 5) + 2;
    expect(await list(`q=a&pageSize=5&page=${past}`)).toEqual({
      items: [],
      page: past,
      pageSize: 5,
      total: first.total,
    });
  });
});

describe('GET /api/stores/:storeId/suggestions', () => {
  interface Suggestion {
    kind: 'product' | 'category';
    name: string;
    id?: number;
    slug?: string;
  }
  const suggest = async (q: string): Promise<Suggestion[]> => {
    const response = await get(`/api/stores/38/suggestions?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json().items;
  };

  it('offers at most five, even when many names match', async () => {
    const items = await suggest('a');
    expect(items).toHaveLength(5);
  });

  it('finds a product through a typo, with its id to open it', async () => {
    const [first] = await suggest('choclate');
    const [chocolate] = await api.app.db
      .select()
      .from(products)
      .where(eq(products.slug, 'dark-chocolate-bar'));
    expect(first).toEqual({
      kind: 'product',
      id: chocolate!.id,
      name: '70 Percent Dark Chocolate 100g',
      categoryName: 'Snacks',
    });
  });

  it('offers a category, first, with its slug to filter by', async () => {
    const items = await suggest('dairy');
    expect(items[0]).toEqual({ kind: 'category', slug: 'dairy-eggs', name: 'Dairy & Eggs' });
    expect(items.length).toBeLessThanOrEqual(5);
  });

  it('names q when it is missing, blank or too long', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(101)}`]) {
      const response = await get(`/api/stores/38/suggestions${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'q' });
    }
  });

  it('answers a repeated word from the cache, and a new product at once', async () => {
    const suggest = jest.spyOn(catalogueRepository, 'suggest');
    const first = await get('/api/stores/38/suggestions?q=quince');
    const again = await get('/api/stores/38/suggestions?q=quince');
    expect(again.body).toBe(first.body);
    expect(suggest).toHaveBeenCalledTimes(1);
    suggest.mockRestore();
    expect(first.json().items).toEqual([]);

    const operator = await operatorToken(api.app);
    await createProduct(api.app, operator, await categoryId(api.app, 'bakery'), {
      name: 'Quince Tart',
    });
    const fresh = await get('/api/stores/38/suggestions?q=quince');
    expect(fresh.json().items).toEqual([expect.objectContaining({ name: 'Quince Tart' })]);
  });

  it('answers 404 for an unknown store', async () => {
    const response = await get('/api/stores/999/suggestions?q=tea');
    expect(response.statusCode).toBe(404);
  });
});
