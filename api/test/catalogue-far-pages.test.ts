import { and, eq, isNull } from 'drizzle-orm';
import { categories, products } from '../src/db/schema';
import { categoryId, createProduct } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// A page in a listing's far half is read from the listing's other end
// (listing-sql.ts), once the listing has said its total. Walked page by page
// in each sort, store-wide and in a category, the pages still list each
// listed product once, in the sort's order, the last one short; and so
// again once products are added, while the total remembered is the old one. On whichever engine the helper opens (PGlite, or
// PostgreSQL through TEST_DATABASE_URL).

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

interface Item {
  id: number;
  name: string;
  priceMinor: number;
}
const PAGE_SIZE = 2;

async function walked(query: string): Promise<{ items: Item[]; total: number; pages: number[] }> {
  const items: Item[] = [];
  const pages: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/stores/38/products?${query}&pageSize=${PAGE_SIZE}&page=${page}`,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { items: Item[]; total: number };
    if (answer.items.length === 0) return { items, total: answer.total, pages };
    items.push(...answer.items);
    pages.push(answer.items.length);
  }
}

const bytes = (text: string) => Buffer.from(text.toLowerCase());
const ORDERS: Record<string, (a: Item, b: Item) => number> = {
  name: (a, b) => Buffer.compare(bytes(a.name), bytes(b.name)) || a.id - b.id,
  'price-asc': (a, b) => a.priceMinor - b.priceMinor || a.id - b.id,
  'price-desc': (a, b) => b.priceMinor - a.priceMinor || a.id - b.id,
};

async function listedIds(categorySlug?: string): Promise<number[]> {
  const rows = await api.app.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.storeId, 38),
        eq(products.published, true),
        isNull(products.variantOf),
        categorySlug ? eq(categories.slug, categorySlug) : undefined,
      ),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe.each([
  ['the whole store', ''],
  ['a category', 'category=fruit-veg'],
])('%s, page by page from both ends', (_listing, filter) => {
  it.each(Object.keys(ORDERS))('lists each product once, in %s order', async (sort) => {
    const { items, total, pages } = await walked(`${filter}&sort=${sort}`);
    const expected = await listedIds(filter.split('=')[1]);
    expect(total).toBe(expected.length);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(0, -1).every((size) => size === PAGE_SIZE)).toBe(true);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected);
    expect(items.map((item) => item.id)).toEqual(
      [...items].sort(ORDERS[sort]).map((item) => item.id),
    );
  });
});

it('reads the far half right while the total it remembers is out of date', async () => {
  const before = await walked('category=bakery&sort=name');
  const operator = await operatorToken(api.app);
  const bakery = await categoryId(api.app, 'bakery');
  for (const name of ['Aaa Early Loaf', 'Mmm Middle Loaf', 'Zzz Late Loaf']) {
    await createProduct(api.app, operator, bakery, { name });
  }
  // The old last page, asked first: in the far half by the old total.
  const lastBefore = Math.ceil(before.total / PAGE_SIZE);
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/stores/38/products?category=bakery&sort=name&pageSize=${PAGE_SIZE}&page=${lastBefore}`,
  });
  const after = await walked('category=bakery&sort=name');
  expect(after.total).toBe(before.total + 3);
  const start = (lastBefore - 1) * PAGE_SIZE;
  expect(response.json().items.map((item: Item) => item.id)).toEqual(
    after.items.slice(start, start + PAGE_SIZE).map((item) => item.id),
  );
  expect(after.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
    await listedIds('bakery'),
  );
  expect(after.items.map((item) => item.id)).toEqual(
    [...after.items].sort(ORDERS.name).map((item) => item.id),
  );
});
