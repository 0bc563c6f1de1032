import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { categories, products } from '../src/db/schema';
import { categoryId, createProduct, operatorCall, productForm } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// Each category's count of the products customers see, kept by triggers on
// products (migration 0044), as a catalogue page and the categories' list
// give it: right after products are added, withdrawn, moved and deleted, all
// at once. On whichever engine the helper opens (PGlite, or PostgreSQL
// through TEST_DATABASE_URL, where the requests truly run side by side).

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const SLUGS = ['bakery', 'snacks'];

/** What the catalogue says of each category: its page's total, and its count in the list. */
async function shownCounts() {
  const listed = (await api.app.inject({ method: 'GET', url: '/api/stores/38/categories' })).json()
    .items as { slug: string; productCount: number }[];
  const shown: Record<string, { total: number; productCount: number }> = {};
  for (const slug of SLUGS) {
    const page = await api.app.inject({
      method: 'GET',
      url: `/api/stores/38/products?category=${slug}&_fresh=${Math.random()}`,
    });
    shown[slug] = {
      total: page.json().total,
      productCount: listed.find((category) => category.slug === slug)!.productCount,
    };
  }
  return shown;
}

/** Each category's products customers see, counted. */
async function countedCounts() {
  const counted: Record<string, { total: number; productCount: number }> = {};
  for (const slug of SLUGS) {
    const [row] = await api.app.db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(categories.slug, slug),
          eq(categories.storeId, 38),
          eq(products.published, true),
          isNull(products.variantOf),
        ),
      );
    counted[slug] = { total: row!.n, productCount: row!.n };
  }
  return counted;
}

describe('the count of each category’s listed products', () => {
  it('stays right while products are added, withdrawn, moved and deleted at once', async () => {
    const [bakery, snacks] = await Promise.all(SLUGS.map((slug) => categoryId(api.app, slug)));
    expect(await shownCounts()).toEqual(await countedCounts());

    const made = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        createProduct(api.app, operator, n % 2 ? bakery! : snacks!, { name: `Counted loaf ${n}` }),
      ),
    );
    const change = (n: number, overrides: Record<string, unknown>) =>
      operatorCall(
        api.app,
        operator,
        'PUT',
        `/products/${made[n]!.id}`,
        productForm(n % 2 ? bakery! : snacks!, {
          sku: made[n]!.sku,
          name: `Counted loaf ${n}`,
          ...overrides,
        }),
      );
    const answers = await Promise.all([
      // More added, one of them not yet on sale.
      createProduct(api.app, operator, bakery!, { name: 'Counted roll' }),
      createProduct(api.app, operator, snacks!, { name: 'Counted crisps', published: false }),
      change(0, { published: false }),
      change(1, { categoryId: snacks }),
      change(2, { categoryId: bakery, published: false }),
      change(3, { categoryId: snacks }),
      change(4, { name: 'Counted loaf, renamed' }),
    ]);
    for (const answer of answers.slice(2))
      expect((answer as { statusCode: number }).statusCode).toBe(200);
    await api.app.db.delete(products).where(inArray(products.id, [made[5]!.id]));

    expect(await shownCounts()).toEqual(await countedCounts());
  });
});
