import { count, eq } from 'drizzle-orm';
import { auditLog, categories } from '../src/db/schema';
import {
  auditEntries,
  categoryId,
  createProduct,
  operatorCall,
  otherStore,
  productForm,
} from './catalogue-helpers';
import { build, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

let api: TestApp;
let operator: string;
let elsewhere: Awaited<ReturnType<typeof otherStore>>;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  elsewhere = await otherStore(api.app);
});
afterAll(() => api.close());

interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string;
  position: number;
  productCount: number;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  operatorCall(api.app, operator, method, url, payload);
const list = async () => {
  const response = await call('GET', '/categories');
  expect(response.statusCode).toBe(200);
  return response.json().items as Category[];
};
const storefront = async () =>
  (await api.app.inject({ method: 'GET', url: '/api/stores/38/categories' })).json()
    .items as Category[];
const tally = async () => ({
  categories: (await api.app.db.select({ n: count() }).from(categories))[0]!.n,
  audit: (await api.app.db.select({ n: count() }).from(auditLog))[0]!.n,
});
const create = async (name: string, description = '') => {
  const response = await call('POST', '/categories', { name, description });
  expect(response.statusCode).toBe(201);
  return response.json() as Category;
};

describe('GET /api/operator/categories', () => {
  it('lists the store’s categories by position, counting every product, published or not', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.map((item) => item.position)).toEqual(
      [...items.map((item) => item.position)].sort((a, b) => a - b),
    );
    expect(items.map((item) => item.name)).not.toContain('Elsewhere');
    const bakery = await categoryId(api.app, 'bakery');
    const before = items.find((item) => item.id === bakery)!.productCount;
    const publicBefore = (await storefront()).find((item) => item.id === bakery)!.productCount;
    await createProduct(api.app, operator, bakery, { published: false });
    expect((await list()).find((item) => item.id === bakery)!.productCount).toBe(before + 1);
    // Customers count only what they can see.
    expect((await storefront()).find((item) => item.id === bakery)!.productCount).toBe(
      publicBefore,
    );
  });
});

describe('POST /api/operator/categories', () => {
  it('adds a category after the last, with a slug from its name and the placeholder picture', async () => {
    const last = Math.max(...(await list()).map((item) => item.position));
    const created = await create('Frozen Food', 'Ice cream and peas.');
    expect(created).toMatchObject({
      slug: 'frozen-food',
      name: 'Frozen Food',
      description: 'Ice cream and peas.',
      image: 'categories/placeholder.svg',
      position: last + 1,
      productCount: 0,
    });
    expect((await list()).at(-1)!.id).toBe(created.id);
    expect((await storefront()).at(-1)).toMatchObject({ id: created.id, productCount: 0 });
    const [entry] = await auditEntries(api.app, 'category.created');
    expect(entry).toMatchObject({
      entityType: 'category',
      entityId: String(created.id),
      after: { name: 'Frozen Food', slug: 'frozen-food', position: last + 1 },
    });
  });

  it('makes the slug unique in the store when another name gives the same one', async () => {
    // 'fruit-veg' is the seeded Fruit & Veg's.
    expect((await create('Fruit + Veg!')).slug).toBe('fruit-veg-2');
    expect((await create('Fruit, Veg')).slug).toBe('fruit-veg-3');
  });

  it('refuses a name another category of the store has, in any case, writing nothing', async () => {
    const before = await tally();
    const response = await call('POST', '/categories', { name: '  bAKERY ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CATEGORY_NAME_TAKEN', field: 'name' });
    expect(await tally()).toEqual(before);
  });

  it('allows a name another store uses', async () => {
    expect((await create('Elsewhere')).slug).toBe('elsewhere');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{ name: 'Ok', description: 'x'.repeat(301) }, 'description'],
    [{ name: 'Ok', slug: 'chosen' }, 'slug'],
    [{ name: 'Ok', position: 0 }, 'position'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const before = await tally();
    const response = await call('POST', '/categories', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await tally()).toEqual(before);
  });
});

describe('PUT /api/operator/categories/:categoryId', () => {
  it('renames a category and keeps its slug, so storefront links keep working', async () => {
    const category = await create('Baby Things');
    const renamed = await call('PUT', `/categories/${category.id}`, {
      name: 'Baby & Toddler',
      description: 'Nappies and wipes.',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: category.id,
      slug: 'baby-things',
      name: 'Baby & Toddler',
      description: 'Nappies and wipes.',
      position: category.position,
    });
    const [entry] = await auditEntries(api.app, 'category.updated');
    expect(entry).toMatchObject({
      entityId: String(category.id),
      before: { name: 'Baby Things', description: '' },
      after: { name: 'Baby & Toddler', description: 'Nappies and wipes.' },
    });
    // The storefront filters products by the unchanged slug.
    const product = await createProduct(api.app, operator, category.id);
    const bySlug = await api.app.inject({
      method: 'GET',
      url: '/api/stores/38/products?category=baby-things',
    });
    expect(bySlug.json().items.map((item: { id: number }) => item.id)).toEqual([product.id]);
    expect(bySlug.json().items[0].categoryName).toBe('Baby & Toddler');
  });

  it('lets a category change the case of its own name, and refuses another’s name', async () => {
    const category = await create('Tea time');
    expect((await call('PUT', `/categories/${category.id}`, { name: 'Tea Time' })).statusCode).toBe(
      200,
    );
    const before = await tally();
    const taken = await call('PUT', `/categories/${category.id}`, { name: 'pantry' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'CATEGORY_NAME_TAKEN', field: 'name' });
    expect(await tally()).toEqual(before);
  });

  it('answers another store’s category exactly as a missing one', async () => {
    const foreign = await call('PUT', `/categories/${elsewhere.categoryId}`, { name: 'Mine now' });
    const missing = await call('PUT', '/categories/2000000', { name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'categoryId' });
    expect(foreign.body).toBe(missing.body);
    const [theirs] = await api.app.db
      .select()
      .from(categories)
      .where(eq(categories.id, elsewhere.categoryId));
    expect(theirs!.name).toBe('Elsewhere');
  });
});

describe('PUT /api/operator/categories/order', () => {
  it('puts the categories in a new order, which the storefront follows', async () => {
    const ids = (await list()).map((item) => item.id);
    const reversed = [...ids].reverse();
    const response = await call('PUT', '/categories/order', { categoryIds: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: Category) => item.id)).toEqual(reversed);
    expect(response.json().items.map((item: Category) => item.position)).toEqual(
      reversed.map((_id, index) => index),
    );
    expect((await storefront()).map((item) => item.id)).toEqual(reversed);
    const [entry] = await auditEntries(api.app, 'categories.reordered');
    expect(entry).toMatchObject({ before: { categoryIds: ids }, after: { categoryIds: reversed } });
    // A new category still goes last.
    const added = await create('Last one');
    expect((await storefront()).at(-1)!.id).toBe(added.id);
  });

  it.each([
    ['one left out', (ids: number[]) => ids.slice(1)],
    ['one twice', (ids: number[]) => [...ids.slice(1), ids[1]!]],
    ['another store’s', (ids: number[]) => [...ids.slice(1), elsewhere.categoryId]],
    ['one that does not exist', (ids: number[]) => [...ids.slice(1), 2_000_000]],
    ['one past any stored id', (ids: number[]) => [...ids.slice(1), 2 ** 40]],
  ])(
    'refuses a list with %s, with 400 naming categoryIds, changing nothing',
    async (_label, make) => {
      const before = await list();
      const auditBefore = await tally();
      const response = await call('PUT', '/categories/order', {
        categoryIds: make(before.map((item) => item.id)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'categoryIds',
      });
      expect(await list()).toEqual(before);
      expect(await tally()).toEqual(auditBefore);
    },
  );
});

describe('DELETE /api/operator/categories/:categoryId', () => {
  it('refuses a category that still holds a product, even an unpublished one, with the count', async () => {
    const category = await create('Soon empty');
    const product = await createProduct(api.app, operator, category.id, { published: false });
    const before = await tally();
    const refused = await call('DELETE', `/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CATEGORY_NOT_EMPTY',
      field: 'categoryId',
    });
    expect(refused.json().error.message).toContain('1 product');
    expect(await tally()).toEqual(before);

    // Moved elsewhere, the category can go.
    const pantry = await categoryId(api.app, 'pantry');
    const moved = await call('PUT', `/products/${product.id}`, {
      ...productForm(pantry),
      sku: product.sku,
      name: product.name,
      published: false,
    });
    expect(moved.statusCode).toBe(200);
    const deleted = await call('DELETE', `/categories/${category.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((item) => item.id)).not.toContain(category.id);
    const [entry] = await auditEntries(api.app, 'category.deleted');
    expect(entry).toMatchObject({
      entityId: String(category.id),
      before: { name: 'Soon empty', slug: 'soon-empty' },
      after: null,
    });
    // Gone: a second delete is a 404.
    expect((await call('DELETE', `/categories/${category.id}`)).statusCode).toBe(404);
  });

  it('counts every product in the message, and answers another store’s category as a missing one', async () => {
    const bakery = await categoryId(api.app, 'bakery');
    const held = (await list()).find((item) => item.id === bakery)!.productCount;
    const refused = await call('DELETE', `/categories/${bakery}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`${held} products`);
    const foreign = await call('DELETE', `/categories/${elsewhere.categoryId}`);
    const missing = await call('DELETE', '/categories/2000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('never lets a product land in a category deleted at the same moment', async () => {
    const category = await create('Racing shelf');
    const [created, deleted] = await Promise.all([
      call('POST', '/products', productForm(category.id)),
      call('DELETE', `/categories/${category.id}`),
    ]);
    const outcome = [created.statusCode, deleted.statusCode].sort().join(' ');
    // Either the product came first (the category stays), or the delete did (no product).
    expect(['201 409', '204 400']).toContain(outcome);
    if (deleted.statusCode === 204) expect(created.json().error.field).toBe('categoryId');
  });
});
