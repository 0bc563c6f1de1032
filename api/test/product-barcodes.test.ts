import { count, eq } from 'drizzle-orm';
import { auditLog, products } from '../src/db/schema';
import { SEED_ACCOUNTS } from '../src/db/seed/demo-accounts';
import {
  categoryId,
  createProduct,
  operatorCall,
  otherStore,
  productForm,
} from './catalogue-helpers';
import { as, build, registerCustomer, type TestApp } from './helper';
import { operatorToken } from './money-helpers';
import { signIn } from './staff-sign-in';

// Barcodes (GTINs) on products and variants, and the estimated weight of a
// product sold per kg: the product form's API, and the picking app's lookup.

let api: TestApp;
let operator: string;
let pantry: number;
let fruit: number;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
  pantry = await categoryId(api.app, 'pantry');
  fruit = await categoryId(api.app, 'fruit-veg');
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  operatorCall(api.app, operator, method, url, payload);
const tally = async () => ({
  products: (await api.app.db.select({ n: count() }).from(products))[0]!.n,
  audit: (await api.app.db.select({ n: count() }).from(auditLog))[0]!.n,
});
const seeded = async (slug: string) =>
  (await api.app.db.select().from(products).where(eq(products.slug, slug)))[0]!;

// Real, valid codes: an EAN-13, an EAN-8, and a UPC-A with the EAN-13 it is.
const EAN_13 = '4006381333931';
const EAN_8 = '96385074';
const UPC_A = '036000291452';
const UPC_A_AS_EAN_13 = '0036000291452';

describe('a product’s barcode', () => {
  it.each([
    ['an EAN-13', EAN_13, EAN_13],
    ['an EAN-8', EAN_8, EAN_8],
    ['a UPC-A', UPC_A, UPC_A],
    ['an EAN-13 typed with spaces', '5 012345 678900', '5012345678900'],
  ])('takes %s, kept as its digits', async (_, typed, kept) => {
    const response = await call('POST', '/products', productForm(pantry, { gtin: typed }));
    expect(response.statusCode).toBe(201);
    expect(response.json().gtin).toBe(kept);
    const read = await call('GET', `/products/${response.json().id}`);
    expect(read.json().gtin).toBe(kept);
    // Free it for the next case's code (the UPC-A's EAN-13 is tried below).
    await call('PUT', `/products/${response.json().id}`, {
      ...productForm(pantry, { sku: response.json().sku }),
      gtin: null,
    });
  });

  it('has none when left out', async () => {
    const created = await createProduct(api.app, operator, pantry);
    expect((await call('GET', `/products/${created.id}`)).json().gtin).toBeNull();
  });

  it.each([
    ['a wrong check digit', '4006381333932', /check digit doesn’t match/],
    ['an EAN-13 one digit short', '400638133393', /check digit doesn’t match/],
    ['11 digits', '40063813339', /8, 12 or 13 digits/],
    ['14 digits', '04006381333931', /8, 12 or 13 digits/],
    ['letters', 'ABC12345', /8, 12 or 13 digits/],
    ['a number', 4006381333931, /gtin is the barcode’s digits/],
  ])('refuses %s with 400 naming gtin, and writes nothing', async (_, gtin, message) => {
    const before = await tally();
    const response = await call('POST', '/products', productForm(pantry, { gtin }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'gtin' });
    expect(response.json().error.message).toMatch(message);
    expect(await tally()).toEqual(before);
  });

  it('refuses a code another product of the store has, with 409 naming gtin and that product', async () => {
    const rice = await seeded('basmati-rice');
    const before = await tally();
    const response = await call('POST', '/products', productForm(pantry, { gtin: rice.gtin }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'GTIN_TAKEN', field: 'gtin' });
    expect(response.json().error.message).toContain(rice.name);
    expect(response.json().error.message).toContain(rice.sku);
    expect(await tally()).toEqual(before);
  });

  it('treats a UPC-A and the EAN-13 with a 0 before it as one code', async () => {
    const first = await createProduct(api.app, operator, pantry, { gtin: UPC_A });
    const before = await tally();
    const again = await call('POST', '/products', productForm(pantry, { gtin: UPC_A_AS_EAN_13 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'GTIN_TAKEN', field: 'gtin' });
    expect(again.json().error.message).toContain(first.sku);
    expect(await tally()).toEqual(before);
    // The product itself may be given the other form of its own code.
    const own = await call('PUT', `/products/${first.id}`, {
      ...productForm(pantry, { sku: first.sku }),
      gtin: UPC_A_AS_EAN_13,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().gtin).toBe(UPC_A_AS_EAN_13);
  });

  it('allows a code another store’s product has', async () => {
    const elsewhere = await otherStore(api.app, 97);
    const rice = await seeded('basmati-rice');
    const response = await operatorCall(
      api.app,
      elsewhere.token,
      'POST',
      '/products',
      productForm(elsewhere.categoryId, { gtin: rice.gtin }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().gtin).toBe(rice.gtin);
  });

  it('lets only one of two simultaneous creates with one code through', async () => {
    const before = await tally();
    const answers = await Promise.all([
      call('POST', '/products', productForm(pantry, { gtin: '5000112637922' })),
      call('POST', '/products', productForm(pantry, { gtin: '5000112637922' })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json().error;
    expect(refused).toMatchObject({ code: 'GTIN_TAKEN', field: 'gtin' });
    const winner = answers.find((answer) => answer.statusCode === 201)!.json();
    expect(refused.message).toContain(winner.sku);
    const after = await tally();
    expect(after.products).toBe(before.products + 1);
    expect(after.audit).toBe(before.audit + 1);
  });

  it('keeps its code through an edit that leaves it out, clears it with null, and refuses another’s', async () => {
    const product = await createProduct(api.app, operator, pantry, { gtin: '5449000000996' });
    const form = productForm(pantry, { sku: product.sku });
    const kept = await call('PUT', `/products/${product.id}`, form);
    expect(kept.json().gtin).toBe('5449000000996');

    const rice = await seeded('basmati-rice');
    const taken = await call('PUT', `/products/${product.id}`, { ...form, gtin: rice.gtin });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'GTIN_TAKEN', field: 'gtin' });

    const cleared = await call('PUT', `/products/${product.id}`, { ...form, gtin: null });
    expect(cleared.json().gtin).toBeNull();
    const [entry] = await api.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)))
      .orderBy(auditLog.id);
    expect(entry).toBeDefined();
    const summaries = (
      await api.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(product.id)))
    ).map((row) => row.summary);
    expect(summaries).toContainEqual(expect.stringContaining('barcode 5449000000996 → none'));
  });

  it('is each variant’s own: a new variant may have one, not another product’s', async () => {
    const product = await createProduct(api.app, operator, pantry, {
      optionNames: ['Size'],
      optionValues: ['Small'],
      gtin: '5000159484695',
    });
    const variant = await call('POST', `/products/${product.id}/variants`, {
      sku: `${product.sku}-L`,
      priceMinor: 400,
      optionValues: ['Large'],
      gtin: '5000159461122',
    });
    expect(variant.statusCode).toBe(201);
    expect(variant.json().gtin).toBe('5000159461122');
    const family = (await call('GET', `/products/${product.id}/variants`)).json().items;
    expect(family.map((member: { gtin: string }) => member.gtin)).toEqual([
      '5000159484695',
      '5000159461122',
    ]);

    const before = await tally();
    const same = await call('POST', `/products/${product.id}/variants`, {
      sku: `${product.sku}-XL`,
      priceMinor: 450,
      optionValues: ['Extra large'],
      gtin: '5000159484695',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toMatchObject({ code: 'GTIN_TAKEN', field: 'gtin' });
    expect(same.json().error.message).toContain(`${product.name} – Small`);
    expect(await tally()).toEqual(before);

    const bad = await call('POST', `/products/${product.id}/variants`, {
      sku: `${product.sku}-XL`,
      priceMinor: 450,
      optionValues: ['Extra large'],
      gtin: '5000159484696',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'gtin' });
  });

  it('finds a product in the console’s search by its whole code, in either form', async () => {
    const product = await createProduct(api.app, operator, pantry, { gtin: '0012345678905' });
    for (const q of ['0012345678905', '012345678905']) {
      const found = (await call('GET', `/products?q=${q}`)).json();
      expect(found.items.map((item: { id: number }) => item.id)).toEqual([product.id]);
    }
  });
});

describe('a product sold per kg', () => {
  it('needs its estimated weight: 400 naming estimatedWeightGrams, nothing written', async () => {
    const before = await tally();
    for (const estimatedWeightGrams of [undefined, null]) {
      const response = await call(
        'POST',
        '/products',
        productForm(fruit, { unit: 'per_kg', estimatedWeightGrams }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'estimatedWeightGrams',
      });
    }
    expect(await tally()).toEqual(before);
  });

  it.each([0, -5, 50_001, 1.5, '180'])('refuses an estimated weight of %p', async (weight) => {
    const response = await call(
      'POST',
      '/products',
      productForm(fruit, { unit: 'per_kg', estimatedWeightGrams: weight }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'estimatedWeightGrams' });
  });

  it('keeps the estimate, shows it to customers, and drops it when sold each again', async () => {
    const created = await call(
      'POST',
      '/products',
      productForm(fruit, { unit: 'per_kg', priceMinor: 299, estimatedWeightGrams: 250 }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ unit: 'per_kg', estimatedWeightGrams: 250 });
    const { id, sku } = created.json();
    const shown = await api.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(shown.json()).toMatchObject({ unit: 'per_kg', estimatedWeightGrams: 250 });

    const each = await call('PUT', `/products/${id}`, {
      ...productForm(fruit, { sku, unit: 'each' }),
      estimatedWeightGrams: 250,
    });
    expect(each.statusCode).toBe(200);
    expect(each.json()).toMatchObject({ unit: 'each', estimatedWeightGrams: null });
  });

  it('shares its estimate with its variants, as it shares its unit', async () => {
    const product = await createProduct(api.app, operator, fruit, {
      unit: 'per_kg',
      estimatedWeightGrams: 150,
      optionNames: ['Ripeness'],
      optionValues: ['Ripe'],
    });
    const variant = await call('POST', `/products/${product.id}/variants`, {
      sku: `${product.sku}-GREEN`,
      priceMinor: 110,
      optionValues: ['Green'],
    });
    expect(variant.json()).toMatchObject({ unit: 'per_kg', estimatedWeightGrams: 150 });
    const edited = await call('PUT', `/products/${product.id}`, {
      ...productForm(fruit, { sku: product.sku, unit: 'per_kg', estimatedWeightGrams: 170 }),
    });
    expect(edited.statusCode).toBe(200);
    const family = (await call('GET', `/products/${product.id}/variants`)).json().items;
    expect(
      family.map((member: { estimatedWeightGrams: number }) => member.estimatedWeightGrams),
    ).toEqual([170, 170]);
  });

  it('the seeded loose bananas: 1.15 a kg, about 180 g each, in the shop', async () => {
    const bananas = await seeded('loose-bananas');
    const list = await api.app.inject({
      method: 'GET',
      url: '/api/stores/38/products?q=loose%20bananas',
    });
    expect(list.json().items[0]).toMatchObject({
      id: bananas.id,
      unit: 'per_kg',
      priceMinor: 115,
      estimatedWeightGrams: 180,
    });
  });
});

describe('GET /api/operator/products/by-gtin/:gtin', () => {
  const lookUp = (gtin: string, token = operator) =>
    api.app.inject({
      method: 'GET',
      url: `/api/operator/products/by-gtin/${gtin}`,
      headers: as(token),
    });

  it('answers the product a code belongs to, never kept by a cache', async () => {
    const bananas = await seeded('loose-bananas');
    const response = await lookUp(bananas.gtin!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      id: bananas.id,
      name: 'Loose Bananas',
      sku: 'LOOSE-BANANAS',
      gtin: bananas.gtin,
      unit: 'per_kg',
      priceMinor: 115,
      estimatedWeightGrams: 180,
      image: 'products/fairtrade-bananas.webp',
      stock: bananas.stock,
    });
  });

  it('finds a UPC-A by its EAN-13 and the other way round, and names a variant', async () => {
    const product = await createProduct(api.app, operator, pantry, {
      gtin: '042100005264',
      optionNames: ['Pack'],
      optionValues: ['Twin'],
    });
    const found = await lookUp('0042100005264');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: product.id,
      gtin: '042100005264',
      name: `${product.name} – Twin`,
    });
    expect((await lookUp('042100005264')).json().id).toBe(product.id);
  });

  it('is 404 for a code no product of the store has, or another store’s', async () => {
    const missing = await lookUp('4006381333931');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'gtin' });
    const elsewhere = await otherStore(api.app, 96);
    const rice = await seeded('basmati-rice');
    expect((await lookUp(rice.gtin!, elsewhere.token)).statusCode).toBe(404);
  });

  it('does not read a variable-measure code (prefix 2): 404', async () => {
    // 2 + item 12345 + price 00115 + check digit: weighed bananas at £1.15.
    const response = await lookUp('2123450011506');
    expect(response.statusCode).toBe(404);
  });

  it.each([['4006381333932'], ['not-a-code'], ['12345']])(
    'refuses %s with 400 naming gtin',
    async (gtin) => {
      const response = await lookUp(gtin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'gtin' });
    },
  );

  it('serves a picker, who has no catalogue permission, and refuses a customer', async () => {
    const picker = await signIn(api.app, SEED_ACCOUNTS.picker.email, SEED_ACCOUNTS.picker.password);
    const rice = await seeded('basmati-rice');
    const picked = await lookUp(rice.gtin!, picker.token);
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ id: rice.id, sku: 'BASMATI-RICE' });
    expect((await operatorCall(api.app, picker.token, 'GET', '/products')).statusCode).toBe(403);

    const customer = await registerCustomer(api.app);
    const refused = await lookUp(rice.gtin!, customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/operator/products/by-gtin/${rice.gtin}` }))
        .statusCode,
    ).toBe(401);
  });
});
