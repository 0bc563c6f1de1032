import { and, eq, isNotNull } from 'drizzle-orm';
import { PRODUCT_INDEX_PAGE_SIZE } from '@storefront/shared/contracts';
import { products } from '../src/db/schema';
import { categoryId, createProduct, otherStore } from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// GET /api/stores/:storeId/product-index: the sitemap's read of every listed
// product, in keyset pages by id.
let api: TestApp;
let unpublishedId: number;
let elsewhereId: number;
let variantIds: number[];
beforeAll(async () => {
  api = await build();
  const elsewhere = await otherStore(api.app);
  elsewhereId = elsewhere.productId;
  const [unpublished] = await api.app.db
    .insert(products)
    .values({
      storeId: 38,
      categoryId: await categoryId(api.app, 'bakery'),
      sku: 'HIDDEN-1',
      slug: 'hidden-1',
      name: 'Not on sale',
      description: 'Taken off the shelf.',
      priceMinor: 100,
      stock: 3,
      image: 'products/sourdough-loaf.webp',
      published: false,
    })
    .returning({ id: products.id });
  unpublishedId = unpublished!.id;
  variantIds = (
    await api.app.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, 38), isNotNull(products.variantOf)))
  ).map((row) => row.id);
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

interface IndexPage {
  items: { id: number }[];
  next: number | null;
}

/** Every page of the index, `limit` ids a page, following `next` to the end. */
async function everyPage(limit: number) {
  const pages: IndexPage[] = [];
  let after: number | null = null;
  do {
    const query: string = after === null ? `limit=${limit}` : `after=${after}&limit=${limit}`;
    const response = await get(`/api/stores/38/product-index?${query}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as IndexPage;
    pages.push(page);
    after = page.next;
  } while (after !== null && pages.length < 1000);
  return pages;
}

/** The ids the product list shows, every page of it. */
async function productListIds() {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(`/api/stores/38/products?pageSize=48&page=${page}`);
    const { items, total } = response.json() as { items: { id: number }[]; total: number };
    ids.push(...items.map((item) => item.id));
    if (ids.length >= total || items.length === 0) return ids;
  }
}

describe('GET /api/stores/:storeId/product-index', () => {
  it('chains its pages to the end: each id once, in order, the same products the list shows', async () => {
    const listed = (await productListIds()).sort((a, b) => a - b);
    expect(listed.length).toBeGreaterThan(20);

    const pages = await everyPage(7);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toEqual(listed);
    // Full pages until the last, and each page's next is its last id.
    expect(pages).toHaveLength(Math.ceil(listed.length / 7));
    for (const page of pages.slice(0, -1)) {
      expect(page.items).toHaveLength(7);
      expect(page.next).toBe(page.items.at(-1)!.id);
    }
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('leaves out what the catalogue does not list: unpublished products, variants, other stores', async () => {
    expect(variantIds.length).toBeGreaterThan(0);
    const ids = (await everyPage(PRODUCT_INDEX_PAGE_SIZE)).flatMap((page) =>
      page.items.map((item) => item.id),
    );
    for (const hidden of [unpublishedId, elsewhereId, ...variantIds])
      expect(ids).not.toContain(hidden);
    // The other store has its own index.
    const other = await get('/api/stores/99/product-index');
    expect(other.json()).toEqual({ items: [{ id: elsewhereId }], next: null });
  });

  it('holds a few thousand ids a page unless asked for fewer, and nothing past the end', async () => {
    const [page] = await everyPage(PRODUCT_INDEX_PAGE_SIZE);
    const whole = (await get('/api/stores/38/product-index')).json() as IndexPage;
    expect(whole).toEqual(page);
    expect(whole.next).toBeNull();

    const last = whole.items.at(-1)!.id;
    expect((await get(`/api/stores/38/product-index?after=${last}`)).json()).toEqual({
      items: [],
      next: null,
    });
  });

  it('lists a new product at once: a catalogue change drops the kept pages', async () => {
    const before = (await get('/api/stores/38/product-index')).json() as IndexPage;
    const operator = await operatorToken(api.app);
    const created = await createProduct(api.app, operator, await categoryId(api.app, 'pantry'));
    const after = (await get('/api/stores/38/product-index')).json() as IndexPage;
    expect(after.items).toEqual([...before.items, { id: created.id }]);
  });

  it.each([
    ['after=abc', 'after'],
    ['after=-1', 'after'],
    ['after=1.5', 'after'],
    ['after=99999999999', 'after'],
    ['limit=0', 'limit'],
    [`limit=${PRODUCT_INDEX_PAGE_SIZE + 1}`, 'limit'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/stores/38/product-index?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('answers 404 naming storeId for a store that does not exist', async () => {
    const response = await get('/api/stores/12345/product-index');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.field).toBe('storeId');
  });
});
