import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  LOW_STOCK_THRESHOLD,
  OPERATOR_PRODUCT_PAGE_SIZE,
  PRODUCT_IMAGE_MAX_BYTES,
} from '@storefront/shared/contracts';
import { auditLog, products } from '../src/db/schema';
import {
  adjustStock,
  auditEntries,
  categoryId,
  createProduct,
  operatorCall,
  otherStore,
  productForm,
  uploadImage,
} from './catalogue-helpers';
import { as, build, type TestApp } from './helper';
import { addToCart, operatorToken, place, shopper } from './money-helpers';
import { JPEG, multipart, PDF, PNG } from './multipart';

let api: TestApp;
let operator: string;
let bakery: number;
let pantry: number;
let elsewhere: Awaited<ReturnType<typeof otherStore>>;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  bakery = await categoryId(api.app, 'bakery');
  pantry = await categoryId(api.app, 'pantry');
  elsewhere = await otherStore(api.app);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  operatorCall(api.app, operator, method, url, payload);
const tally = async () => ({
  products: (await api.app.db.select({ n: count() }).from(products))[0]!.n,
  audit: (await api.app.db.select({ n: count() }).from(auditLog))[0]!.n,
});
const publicProduct = (id: number) => api.app.inject({ method: 'GET', url: `/api/products/${id}` });

describe('POST /api/operator/products', () => {
  it('creates a product with no stock, the placeholder picture and a slug from its SKU, on the record', async () => {
    const form = productForm(bakery, {
      sku: ' rye-loaf-800 ',
      name: 'Rye loaf',
      priceMinor: 320,
      unit: 'each',
    });
    const response = await call('POST', '/products', form);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      sku: 'RYE-LOAF-800',
      slug: 'rye-loaf-800',
      name: 'Rye loaf',
      categoryId: bakery,
      categoryName: 'Bakery',
      priceMinor: 320,
      currency: 'GBP',
      unit: 'each',
      stock: 0,
      image: 'products/placeholder.svg',
      published: true,
      featured: false,
    });
    const read = await call('GET', `/products/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const [entry] = await auditEntries(api.app, 'product.created');
    expect(entry).toMatchObject({
      entityType: 'product',
      entityId: String(created.id),
      before: null,
      after: expect.objectContaining({ sku: 'RYE-LOAF-800', priceMinor: 320, stock: 0 }),
    });
    expect(entry!.operatorId).not.toBeNull();
    // Published at once: customers see it.
    expect((await publicProduct(created.id)).statusCode).toBe(200);
  });

  it('refuses a SKU another product of the store has (in any case), with 409 naming sku', async () => {
    const before = await tally();
    const response = await call('POST', '/products', productForm(bakery, { sku: 'basmati-rice' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'SKU_TAKEN', field: 'sku' });
    expect(response.json().error.message).toContain('BASMATI-RICE');
    expect(await tally()).toEqual(before);
  });

  it('allows a SKU another store uses', async () => {
    const response = await call('POST', '/products', productForm(bakery, { sku: 'ELSEWHERE-1' }));
    expect(response.statusCode).toBe(201);
  });

  it('lets only one of two simultaneous creates with one SKU through', async () => {
    const before = await tally();
    const form = productForm(pantry, { sku: 'RACE-SKU-1' });
    const answers = await Promise.all([
      call('POST', '/products', form),
      call('POST', '/products', form),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe(
      'SKU_TAKEN',
    );
    const after = await tally();
    expect(after.products).toBe(before.products + 1);
    expect(after.audit).toBe(before.audit + 1);
  });

  it.each([
    ['another store’s category', () => ({ categoryId: elsewhere.categoryId }), 'categoryId'],
    ['a category that does not exist', () => ({ categoryId: 2_000_000 }), 'categoryId'],
    ['a category id past any stored one', () => ({ categoryId: 2 ** 40 }), 'categoryId'],
    ['a SKU with spaces', () => ({ sku: 'NO SPACES' }), 'sku'],
    ['an empty SKU', () => ({ sku: '  ' }), 'sku'],
    ['an empty name', () => ({ name: ' ' }), 'name'],
    ['a price of 0', () => ({ priceMinor: 0 }), 'priceMinor'],
    ['a fractional price', () => ({ priceMinor: 1.5 }), 'priceMinor'],
    ['an unknown unit', () => ({ unit: 'dozen' }), 'unit'],
    ['published as a string', () => ({ published: 'yes' }), 'published'],
    ['a stock (it moves only by adjustments)', () => ({ stock: 10 }), 'stock'],
    ['an image path', () => ({ image: 'uploads/x.png' }), 'image'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_label, change, field) => {
    const before = await tally();
    const response = await call('POST', '/products', { ...productForm(bakery), ...change() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await tally()).toEqual(before);
  });
});

describe('GET /api/operator/products', () => {
  type Page = {
    items: Array<{
      id: number;
      sku: string;
      name: string;
      stock: number;
      published: boolean;
      categoryId: number;
    }>;
    total: number;
    pageSize: number;
    page: number;
  };
  const list = async (query: string) => {
    const response = await call('GET', `/products?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as Page;
  };

  it('pages every product of the store by name, 20 a page, and none of another store’s', async () => {
    const first = await list('');
    expect(first.pageSize).toBe(OPERATOR_PRODUCT_PAGE_SIZE);
    expect(first.items).toHaveLength(OPERATOR_PRODUCT_PAGE_SIZE);
    const [counted] = await api.app.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.storeId, 38));
    expect(first.total).toBe(counted!.n);
    const names = [];
    for (let page = 1; page <= Math.ceil(first.total / first.pageSize); page += 1) {
      names.push(...(await list(`page=${page}`)).items.map((item) => item.name.toLowerCase()));
    }
    expect(names).toHaveLength(first.total);
    expect(names).toEqual(
      [...names].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
    );
    expect(names).not.toContain('elsewhere thing');
    // Past the end: no rows, the same total.
    const pastEnd = Math.ceil(first.total / first.pageSize) + 1;
    expect(await list(`page=${pastEnd}`)).toMatchObject({ items: [], total: first.total });
    const inPantry = await list(`categoryId=${pantry}`);
    expect(await list(`categoryId=${pantry}&page=${pastEnd}`)).toMatchObject({
      items: [],
      total: inPantry.total,
    });
  });

  it('finds a name or a SKU in any case, taking the search literally', async () => {
    const bySku = await list('q=basmati-RICE');
    expect(bySku.items.map((item) => item.sku)).toEqual(['BASMATI-RICE']);
    const byName = await list('q=RYE%20LOAF');
    expect(byName.items.map((item) => item.sku)).toEqual(['RYE-LOAF-800']);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);
  });

  it('narrows by category and by published', async () => {
    const hidden = await createProduct(api.app, operator, pantry, { published: false });
    const inPantry = await list(`categoryId=${pantry}`);
    expect(inPantry.items.every((item) => item.categoryId === pantry)).toBe(true);
    const unpublished = await list('published=false');
    expect(unpublished.items.map((item) => item.id)).toContain(hidden.id);
    expect(unpublished.items.every((item) => !item.published)).toBe(true);
    expect((await list('published=true')).items.every((item) => item.published)).toBe(true);
    expect((await list(`categoryId=${elsewhere.categoryId}`)).total).toBe(0);
  });

  it('stock=low lists published products at or under the threshold, fewest first', async () => {
    const low = await createProduct(api.app, operator, pantry, { name: 'Low stock beans' });
    expect(
      (await adjustStock(api.app, operator, low.id, { reason: 'received', quantity: 2 }))
        .statusCode,
    ).toBe(201);
    const plenty = await createProduct(api.app, operator, pantry);
    await adjustStock(api.app, operator, plenty.id, {
      reason: 'received',
      quantity: LOW_STOCK_THRESHOLD + 1,
    });
    const hidden = await createProduct(api.app, operator, pantry, { published: false });
    const page = await list('stock=low');
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(plenty.id);
    expect(ids).not.toContain(hidden.id);
    expect(page.items.every((item) => item.published && item.stock <= LOW_STOCK_THRESHOLD)).toBe(
      true,
    );
    const stocks = page.items.map((item) => item.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  });

  it.each([
    ['page=0', 'page'],
    ['stock=high', 'stock'],
    ['published=yes', 'published'],
    ['categoryId=abc', 'categoryId'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await call('GET', `/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});

describe('GET /api/operator/products/:productId', () => {
  it('answers another store’s product exactly as a missing one', async () => {
    const foreign = await call('GET', `/products/${elsewhere.productId}`);
    const missing = await call('GET', '/products/2000000');
    const huge = await call('GET', `/products/${2 ** 40}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'productId' });
    expect(foreign.body).toBe(missing.body);
    expect(huge.body).toBe(missing.body);
  });
});

describe('PUT /api/operator/products/:productId', () => {
  it('edits a product, records the changed fields before and after, and the catalogue shows it at once', async () => {
    const product = await createProduct(api.app, operator, bakery, {
      name: 'Seeded batch',
      priceMinor: 400,
    });
    // The catalogue answer is cached now.
    expect((await publicProduct(product.id)).json().priceMinor).toBe(400);
    const edited = await call('PUT', `/products/${product.id}`, {
      ...productForm(bakery, { sku: product.sku, name: 'Seeded batch', priceMinor: 450 }),
      categoryId: pantry,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      priceMinor: 450,
      categoryId: pantry,
      categoryName: 'Pantry',
    });
    expect((await publicProduct(product.id)).json()).toMatchObject({
      priceMinor: 450,
      categoryName: 'Pantry',
    });
    const [entry] = await auditEntries(api.app, 'product.updated');
    expect(entry).toMatchObject({
      entityId: String(product.id),
      before: { priceMinor: 400, categoryId: bakery, categoryName: 'Bakery' },
      after: { priceMinor: 450, categoryId: pantry, categoryName: 'Pantry' },
    });
    expect(entry!.summary).toContain('£4.00 → £4.50');
  });

  it('writes nothing when nothing changed', async () => {
    const product = await createProduct(api.app, operator, bakery);
    const before = await tally();
    const response = await call('PUT', `/products/${product.id}`, {
      ...productForm(bakery),
      sku: product.sku,
      name: product.name,
      priceMinor: product.priceMinor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedAt).toBe((product as unknown as { updatedAt: string }).updatedAt);
    expect(await tally()).toEqual(before);
  });

  it('refuses another product’s SKU, another store’s category and another store’s product, writing nothing', async () => {
    const product = await createProduct(api.app, operator, bakery);
    const before = await tally();
    const taken = await call(
      'PUT',
      `/products/${product.id}`,
      productForm(bakery, { sku: 'BASMATI-RICE' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'SKU_TAKEN', field: 'sku' });
    const foreignCategory = await call(
      'PUT',
      `/products/${product.id}`,
      productForm(elsewhere.categoryId, { sku: product.sku }),
    );
    expect(foreignCategory.statusCode).toBe(400);
    expect(foreignCategory.json().error.field).toBe('categoryId');
    const foreign = await call('PUT', `/products/${elsewhere.productId}`, productForm(bakery));
    const missing = await call('PUT', '/products/2000000', productForm(bakery));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(await tally()).toEqual(before);
    expect((await call('GET', `/products/${product.id}`)).json().sku).toBe(product.sku);
  });

  it('frees the old SKU when it changes, so a new product can take it', async () => {
    const product = await createProduct(api.app, operator, bakery, { sku: 'OLD-CODE-1' });
    const renamed = await call(
      'PUT',
      `/products/${product.id}`,
      productForm(bakery, { sku: 'NEW-CODE-1' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ sku: 'NEW-CODE-1', slug: 'new-code-1' });
    expect(
      (await call('POST', '/products', productForm(bakery, { sku: 'OLD-CODE-1' }))).statusCode,
    ).toBe(201);
  });
});

describe('a price change and unpublishing never touch a past order', () => {
  it('keeps the past order’s lines as they were, and hides the product from customers everywhere', async () => {
    const product = await createProduct(api.app, operator, bakery, {
      name: 'Old-style bun',
      priceMinor: 300,
    });
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 20 });
    const buyer = await shopper(api.app);
    await addToCart(api.app, buyer, product.id, 2);
    const placed = await place(api.app, buyer);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as string;
    const orderBefore = (
      await api.app.inject({
        method: 'GET',
        url: `/api/me/orders/${orderId}`,
        headers: as(buyer.token),
      })
    ).json();
    const operatorOrderBefore = (await call('GET', `/orders/${orderId}`)).json();

    // Someone else has it in their favourites and cart.
    const fan = await shopper(api.app);
    expect(
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/me/favourites/${product.id}`,
          headers: as(fan.token),
        })
      ).statusCode,
    ).toBe(204);
    const rice = (
      await api.app.db.select().from(products).where(eq(products.slug, 'basmati-rice'))
    )[0]!;
    await addToCart(api.app, fan, product.id, 3);
    await addToCart(api.app, fan, rice.id, 1);
    const publicCount = async () =>
      (
        (await api.app.inject({ method: 'GET', url: '/api/stores/38/categories' })).json()
          .items as Array<{
          id: number;
          productCount: number;
        }>
      ).find((category) => category.id === bakery)!.productCount;
    const countBefore = await publicCount();
    // Warm the catalogue's cached answers.
    expect((await publicProduct(product.id)).statusCode).toBe(200);
    const search = () =>
      api.app.inject({ method: 'GET', url: '/api/stores/38/products?q=Old-style%20bun' });
    expect((await search()).json().total).toBe(1);

    const edited = await call('PUT', `/products/${product.id}`, {
      ...productForm(bakery),
      sku: product.sku,
      name: 'New-style bun',
      priceMinor: 999,
      published: false,
    });
    expect(edited.statusCode).toBe(200);
    const [entry] = await auditEntries(api.app, 'product.updated');
    expect(entry).toMatchObject({
      before: { name: 'Old-style bun', priceMinor: 300, published: true },
      after: { name: 'New-style bun', priceMinor: 999, published: false },
    });

    // The past order: unchanged, for the customer and the operator.
    const orderAfter = await api.app.inject({
      method: 'GET',
      url: `/api/me/orders/${orderId}`,
      headers: as(buyer.token),
    });
    expect(orderAfter.statusCode).toBe(200);
    expect(orderAfter.json()).toEqual(orderBefore);
    expect(orderAfter.json().lines[0]).toMatchObject({
      name: 'Old-style bun',
      unitPriceMinor: 300,
    });
    expect((await call('GET', `/orders/${orderId}`)).json()).toEqual(operatorOrderBefore);

    // Customers: no detail, no search hit, no count, no favourite, no cart line.
    const detail = await publicProduct(product.id);
    const missing = await publicProduct(2_000_000);
    expect(detail.statusCode).toBe(404);
    expect(detail.body).toBe(missing.body);
    expect((await search()).json().total).toBe(0);
    expect(
      (
        await api.app.inject({ method: 'GET', url: '/api/stores/38/products?q=New-style%20bun' })
      ).json().total,
    ).toBe(0);
    expect(await publicCount()).toBe(countBefore - 1);
    const favourites = await api.app.inject({
      method: 'GET',
      url: '/api/me/favourites',
      headers: as(fan.token),
    });
    expect(
      favourites.json().items.map((item: { product: { id: number } }) => item.product.id),
    ).not.toContain(product.id);
    const favourAgain = await api.app.inject({
      method: 'PUT',
      url: `/api/me/favourites/${product.id}`,
      headers: as(fan.token),
    });
    expect(favourAgain.statusCode).toBe(404);
    const addAgain = await api.app.inject({
      method: 'PUT',
      url: `/api/me/cart/items/${product.id}`,
      headers: as(fan.token),
      payload: { quantity: 1 },
    });
    expect(addAgain.statusCode).toBe(404);
    expect(addAgain.json().error.field).toBe('productId');

    // The cart line is taken out and the customer told, once; checkout goes ahead with the rest.
    const cart = await api.app.inject({
      method: 'GET',
      url: '/api/me/cart',
      headers: as(fan.token),
    });
    expect(cart.json().lines.map((line: { productId: number }) => line.productId)).toEqual([
      rice.id,
    ]);
    expect(cart.json().adjustments).toEqual([
      { productId: product.id, name: 'New-style bun', requested: 3, granted: 0 },
    ]);
    const again = await api.app.inject({
      method: 'GET',
      url: '/api/me/cart',
      headers: as(fan.token),
    });
    expect(again.json().adjustments).toEqual([]);
    expect((await place(api.app, fan)).statusCode).toBe(201);

    // A cart kept before sign-in drops it as it drops an unknown product.
    const later = await shopper(api.app);
    const merged = await api.app.inject({
      method: 'POST',
      url: '/api/me/cart/merge',
      headers: as(later.token),
      payload: {
        lines: [
          { productId: product.id, quantity: 1 },
          { productId: rice.id, quantity: 1 },
        ],
      },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().lines.map((line: { productId: number }) => line.productId)).toEqual([
      rice.id,
    ]);
    expect(merged.json().adjustments).toEqual([]);

    // The operator still has it, and publishing it again brings it back.
    expect((await call('GET', `/products/${product.id}`)).json()).toMatchObject({
      published: false,
    });
    await call('PUT', `/products/${product.id}`, {
      ...productForm(bakery),
      sku: product.sku,
      name: 'New-style bun',
      priceMinor: 999,
      published: true,
    });
    expect((await publicProduct(product.id)).json()).toMatchObject({ priceMinor: 999 });
    expect(await publicCount()).toBe(countBefore);
  });

  it('a cart line unpublished between the cart and checkout is refused by name, and the cart then drops it', async () => {
    const product = await createProduct(api.app, operator, bakery);
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 5 });
    const buyer = await shopper(api.app);
    await addToCart(api.app, buyer, product.id, 1);
    await call('PUT', `/products/${product.id}`, {
      ...productForm(bakery),
      sku: product.sku,
      name: product.name,
      published: false,
    });
    const refused = await place(api.app, buyer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PRODUCT_UNAVAILABLE');
    const cart = await api.app.inject({
      method: 'GET',
      url: '/api/me/cart',
      headers: as(buyer.token),
    });
    expect(cart.json()).toMatchObject({
      lines: [],
      itemCount: 0,
      adjustments: [{ productId: product.id, granted: 0 }],
    });
  });
});

describe('PUT /api/operator/products/:productId/image', () => {
  const publicImage = (path: string) =>
    api.app.inject({ method: 'GET', url: `/api/images/${path}` });

  it('takes a PNG by its bytes, serves it publicly, and keeps the old picture for past orders', async () => {
    const product = await createProduct(api.app, operator, bakery);
    const first = await uploadImage(api.app, operator, product.id, { data: PNG });
    expect(first.statusCode).toBe(200);
    const firstImage = first.json().image as string;
    expect(firstImage).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    const [entry] = await auditEntries(api.app, 'product.image_changed');
    expect(entry).toMatchObject({
      entityId: String(product.id),
      before: { image: 'products/placeholder.svg' },
      after: { image: firstImage },
    });
    const served = await publicImage(firstImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Customers see the new picture at once.
    expect((await publicProduct(product.id)).json().image).toBe(firstImage);

    // Bought with the first picture, then given a second (a JPEG).
    await adjustStock(api.app, operator, product.id, { reason: 'received', quantity: 3 });
    const buyer = await shopper(api.app);
    await addToCart(api.app, buyer, product.id, 1);
    const placed = await place(api.app, buyer);
    expect(placed.json().lines[0].image).toBe(firstImage);
    const second = await uploadImage(api.app, operator, product.id, {
      data: JPEG,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(second.statusCode).toBe(200);
    const secondImage = second.json().image as string;
    expect(secondImage).toMatch(/\.jpg$/);
    expect((await publicImage(secondImage)).headers['content-type']).toBe('image/jpeg');
    // The past order's line still shows the first.
    expect((await publicImage(firstImage)).statusCode).toBe(200);
  });

  it.each<[string, Parameters<typeof uploadImage>[3], number, string]>([
    [
      'a JPEG named .png',
      { data: JPEG, filename: 'fake.png', contentType: 'image/png' },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a PDF',
      { data: PDF, filename: 'menu.pdf', contentType: 'application/pdf' },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    [
      'a PNG with a script after its header',
      { data: Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]) },
      415,
      'UNSUPPORTED_FILE_TYPE',
    ],
    ['an empty file', { data: Buffer.alloc(0) }, 400, 'FILE_EMPTY'],
    [
      'a file over 2 MB',
      { data: Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]) },
      413,
      'FILE_TOO_LARGE',
    ],
    ['a file under another field', { data: PNG, field: 'picture' }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s, and changes nothing', async (_label, file, status, code) => {
    const product = await createProduct(api.app, operator, bakery);
    const before = await tally();
    const response = await uploadImage(api.app, operator, product.id, file);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.field).toBe(file.field ?? 'image');
    expect((await call('GET', `/products/${product.id}`)).json().image).toBe(
      'products/placeholder.svg',
    );
    expect(await tally()).toEqual(before);
  });

  it('takes exactly 2 MB', async () => {
    const product = await createProduct(api.app, operator, bakery);
    const exact = Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES - PNG.length)]);
    expect((await uploadImage(api.app, operator, product.id, { data: exact })).statusCode).toBe(
      200,
    );
  });

  it('refuses JSON, and another store’s product exactly as a missing one', async () => {
    const product = await createProduct(api.app, operator, bakery);
    const json = await call('PUT', `/products/${product.id}/image`, { image: 'x' });
    expect(json.statusCode).toBe(415);
    const foreign = await uploadImage(api.app, operator, elsewhere.productId, { data: PNG });
    const missing = await uploadImage(api.app, operator, 2_000_000, { data: PNG });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect((await uploadImage(api.app, operator, 'abc', { data: PNG })).statusCode).toBe(400);
  });

  it('serves only pictures a product or an order shows, by their random names', async () => {
    const missing = await publicImage(`uploads/${randomUUID()}.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'key' });
    const malformed = await publicImage('uploads/not-a-key');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'key' });
    // A stored file that is someone's profile picture is not a product picture.
    const customer = await shopper(api.app);
    const form = multipart([
      { name: 'picture', filename: 'me.png', contentType: 'image/png', data: PNG },
    ]);
    const avatar = await api.app.inject({
      method: 'POST',
      url: '/api/uploadprofilepic',
      headers: { ...form.headers, ...as(customer.token) },
      payload: form.payload,
    });
    const avatarKey = (avatar.json().avatar as string).replace('avatars/', '');
    const notAProductPicture = await publicImage(`uploads/${avatarKey}`);
    expect(notAProductPicture.statusCode).toBe(404);
    expect(notAProductPicture.body).toBe(missing.body);
    // The images shipped with the API are still served beside them.
    expect((await publicImage('products/placeholder.svg')).statusCode).toBe(200);
  });
});
