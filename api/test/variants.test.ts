import { eq } from 'drizzle-orm';
import { orderLines, products } from '../src/db/schema';
import {
  adjustStock,
  auditEntries,
  categoryId,
  createProduct,
  operatorCall,
} from './catalogue-helpers';
import { as, build, stockProduct, type TestApp } from './helper';
import { addToCart, operatorToken, place, shopper, type Customer } from './money-helpers';

// Variants are product rows of their own (SKU, price, stock), listed once under
// their product. Checkouts that race run on separate connections on
// PostgreSQL (TEST_DATABASE_URL) and queue on PGlite's one connection.
let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const get = async (url: string) => {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const bySku = async (sku: string) =>
  (await api.app.db.select().from(products).where(eq(products.sku, sku)))[0]!;

let families = 0;
/** A product with the option Size (its own value 500 g) and a 1 kg variant, each with stock. */
async function sizedProduct(stock = { small: 5, large: 3 }) {
  const pantry = await categoryId(api.app, 'pantry');
  families += 1;
  const listed = await createProduct(api.app, operator, pantry, {
    name: `Jasmine rice ${families}`,
    priceMinor: 180,
    optionNames: ['Size'],
    optionValues: ['500 g'],
  });
  const added = await operatorCall(api.app, operator, 'POST', `/products/${listed.id}/variants`, {
    sku: `${listed.sku}-1KG`,
    priceMinor: 320,
    optionValues: ['1 kg'],
  });
  expect(added.statusCode).toBe(201);
  const large = added.json() as { id: number; sku: string };
  await adjustStock(api.app, operator, listed.id, { reason: 'received', quantity: stock.small });
  await adjustStock(api.app, operator, large.id, { reason: 'received', quantity: stock.large });
  return { listed, large };
}

describe('the catalogue', () => {
  it('lists a product once, from its lowest price, with all its stock', async () => {
    const { listed } = await sizedProduct();
    const page = await get(`/api/stores/38/products?q=${encodeURIComponent(listed.name)}`);
    expect(page.items).toEqual([
      expect.objectContaining({ id: listed.id, priceMinor: 180, stock: 8, variantCount: 2 }),
    ]);
    const query = `q=${encodeURIComponent(listed.name)}`;
    expect((await get(`/api/stores/38/products?${query}&maxPrice=200`)).total).toBe(1);
    expect((await get(`/api/stores/38/products?${query}&minPrice=200`)).total).toBe(0);
  });

  it('answers the product and its variants, asked by any variant’s id', async () => {
    const { listed, large } = await sizedProduct();
    const detail = await get(`/api/products/${large.id}`);
    expect(detail).toMatchObject({
      id: listed.id,
      options: [{ name: 'Size', values: ['500 g', '1 kg'] }],
      variants: [
        { id: listed.id, optionValues: ['500 g'], priceMinor: 180, stock: 5 },
        { id: large.id, sku: large.sku, optionValues: ['1 kg'], priceMinor: 320, stock: 3 },
      ],
    });
  });

  it('keeps a product without options as it was: one variant, no options', async () => {
    const seeded = await bySku('SOURDOUGH-LOAF');
    const detail = await get(`/api/products/${seeded.id}`);
    expect(detail).toMatchObject({ id: seeded.id, options: [], variantCount: 1 });
    expect(detail.variants).toEqual([
      {
        id: seeded.id,
        sku: seeded.sku,
        optionValues: [],
        priceMinor: seeded.priceMinor,
        stock: seeded.stock,
      },
    ]);
  });
});

describe('buying a variant', () => {
  it('names the variant on the cart line and the order line, and takes its own stock', async () => {
    const { listed, large } = await sizedProduct();
    const customer = await shopper(api.app);
    await addToCart(api.app, customer, large.id, 2);
    const cart = await api.app.inject({
      method: 'GET',
      url: '/api/me/cart',
      headers: as(customer.token),
    });
    const variantName = `${listed.name} – 1 kg`;
    expect(cart.json().lines).toEqual([
      expect.objectContaining({
        productId: large.id,
        listedProductId: listed.id,
        name: variantName,
        priceMinor: 320,
      }),
    ]);

    const placed = await place(api.app, customer);
    expect(placed.statusCode).toBe(201);
    const [line] = await api.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().id));
    expect(line).toMatchObject({ productId: large.id, name: variantName, unitPriceMinor: 320 });
    // The order's answer, and the order read back, name the product it is listed under: its page.
    const answerLine = { productId: large.id, listedProductId: listed.id, name: variantName };
    expect(placed.json().lines).toEqual([expect.objectContaining(answerLine)]);
    const read = await api.app.inject({
      method: 'GET',
      url: `/api/me/orders/${placed.json().id}`,
      headers: as(customer.token),
    });
    expect(read.json().lines).toEqual([expect.objectContaining(answerLine)]);
    expect((await bySku(large.sku)).stock).toBe(1);
    expect((await bySku(listed.sku)).stock).toBe(5);

    const ledger = await operatorCall(
      api.app,
      operator,
      'GET',
      `/products/${large.id}/stock-movements`,
    );
    expect(ledger.json().items[0]).toMatchObject({
      kind: 'sale',
      quantityChange: -2,
      balanceAfter: 1,
    });
  });

  it('sells a variant’s last items once when customers check out together', async () => {
    const { large } = await sizedProduct({ small: 10, large: 2 });
    const customers: Customer[] = [];
    for (let i = 0; i < 4; i += 1) {
      const customer = await shopper(api.app);
      await addToCart(api.app, customer, large.id, 1);
      customers.push(customer);
    }
    const responses = await Promise.all(customers.map((customer) => place(api.app, customer)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect((await bySku(large.sku)).stock).toBe(0);
  }, 60_000);

  it('gives an anonymous cart’s line its product, whose page it links to', async () => {
    const { listed, large } = await sizedProduct();
    const quoted = await api.app.inject({
      method: 'POST',
      url: '/api/stores/38/cart/quote',
      payload: {
        lines: [
          { productId: large.id, quantity: 1 },
          { productId: listed.id, quantity: 1 },
        ],
      },
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().lines).toEqual([
      expect.objectContaining({ productId: large.id, listedProductId: listed.id }),
      expect.objectContaining({ productId: listed.id, listedProductId: listed.id }),
    ]);
  });
});

describe('the operator', () => {
  it("keeps the family's lowest price as its members are repriced, at once too", async () => {
    const { listed, large } = await sizedProduct();
    const added = await operatorCall(api.app, operator, 'POST', `/products/${listed.id}/variants`, {
      sku: `${listed.sku}-2KG`,
      priceMinor: 600,
      optionValues: ['2 kg'],
    });
    expect(added.statusCode).toBe(201);
    const largest = added.json() as { id: number };
    const reprice = async (id: number, priceMinor: number) => {
      const current = (await operatorCall(api.app, operator, 'GET', `/products/${id}`)).json();
      const { sku, name, description, categoryId, vatRateBasisPoints, unit } = current;
      const edited = await operatorCall(api.app, operator, 'PUT', `/products/${id}`, {
        ...{ sku, name, description, categoryId, vatRateBasisPoints, unit },
        priceMinor,
        published: true,
        featured: false,
      });
      expect({ status: edited.statusCode, body: edited.json() }).toMatchObject({ status: 200 });
    };
    // The family as the catalogue lists it (a search for its name finds its namesakes too).
    const listing = async () =>
      (await get(`/api/stores/38/products?q=${encodeURIComponent(listed.name)}`)).items.filter(
        (item: { id: number }) => item.id === listed.id,
      );

    expect(await listing()).toEqual([
      expect.objectContaining({ priceMinor: 180, variantCount: 3 }),
    ]);
    // Every member at once: the listed row's summary is read after each has committed.
    await Promise.all([reprice(listed.id, 500), reprice(large.id, 150), reprice(largest.id, 140)]);
    expect(await listing()).toEqual([expect.objectContaining({ priceMinor: 140 })]);
    await reprice(largest.id, 700);
    expect(await listing()).toEqual([expect.objectContaining({ priceMinor: 150 })]);
    const cheapest = async (maxPrice: number) =>
      (
        await get(
          `/api/stores/38/products?q=${encodeURIComponent(listed.name)}&sort=price-asc&maxPrice=${maxPrice}`,
        )
      ).items.map((item: { id: number }) => item.id);
    expect(await cheapest(150)).toContain(listed.id);
    expect(await cheapest(149)).not.toContain(listed.id);
  });

  it('edits the shared fields on every variant, and the price on one', async () => {
    const { listed, large } = await sizedProduct();
    const bakery = await categoryId(api.app, 'bakery');
    const current = (await operatorCall(api.app, operator, 'GET', `/products/${large.id}`)).json();
    const edited = await operatorCall(api.app, operator, 'PUT', `/products/${large.id}`, {
      sku: current.sku,
      name: 'Jasmine rice, fragrant',
      description: current.description,
      categoryId: bakery,
      priceMinor: 350,
      vatRateBasisPoints: 0,
      unit: 'each',
      published: true,
      featured: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(await bySku(listed.sku)).toMatchObject({
      name: 'Jasmine rice, fragrant',
      categoryId: bakery,
      priceMinor: 180,
    });
    expect(await bySku(large.sku)).toMatchObject({
      name: 'Jasmine rice, fragrant',
      categoryId: bakery,
      priceMinor: 350,
    });
  });

  it('lists the family, refuses a second variant with the same values, and records the added one', async () => {
    const { listed, large } = await sizedProduct();
    const family = await operatorCall(api.app, operator, 'GET', `/products/${large.id}/variants`);
    expect(family.json().items.map((item: { id: number }) => item.id)).toEqual([
      listed.id,
      large.id,
    ]);

    const again = await operatorCall(api.app, operator, 'POST', `/products/${listed.id}/variants`, {
      sku: `${listed.sku}-AGAIN`,
      priceMinor: 330,
      optionValues: ['1 kg'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'VARIANT_EXISTS', field: 'optionValues' });

    const entries = await auditEntries(api.app, 'product.variant_added');
    const summary = `${listed.name} – 1 kg (${large.sku}) added as a variant of ${listed.name} – 500 g (${listed.sku})`;
    expect(entries.map((entry) => entry.summary)).toContain(summary);
  });

  it('adds only one of two variants with the same values sent at once', async () => {
    const { listed } = await sizedProduct();
    const add = (suffix: string) =>
      operatorCall(api.app, operator, 'POST', `/products/${listed.id}/variants`, {
        sku: `${listed.sku}-${suffix}`,
        priceMinor: 900,
        optionValues: ['5 kg'],
      });
    const answers = await Promise.all([add('A'), add('B')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses values that do not match the options, and variants of a product without options', async () => {
    const { listed } = await sizedProduct();
    const wrong = await operatorCall(api.app, operator, 'POST', `/products/${listed.id}/variants`, {
      sku: `${listed.sku}-2`,
      priceMinor: 100,
      optionValues: ['1 kg', 'brown'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ field: 'optionValues' });
    expect(wrong.json().error.message).toContain('Size');

    const plain = await createProduct(api.app, operator, await categoryId(api.app, 'pantry'));
    const none = await operatorCall(api.app, operator, 'POST', `/products/${plain.id}/variants`, {
      sku: `${plain.sku}-2`,
      priceMinor: 100,
      optionValues: ['1 kg'],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Give the product its options first.');
    expect(
      await api.app.db.select().from(products).where(eq(products.variantOf, plain.id)),
    ).toEqual([]);
  });

  it('keeps the number of options while the product has variants', async () => {
    const { listed } = await sizedProduct();
    const current = (await operatorCall(api.app, operator, 'GET', `/products/${listed.id}`)).json();
    const answer = await operatorCall(api.app, operator, 'PUT', `/products/${listed.id}`, {
      sku: current.sku,
      name: current.name,
      description: current.description,
      categoryId: current.categoryId,
      priceMinor: current.priceMinor,
      vatRateBasisPoints: 0,
      unit: 'each',
      published: true,
      featured: false,
      optionNames: ['Size', 'Grain'],
      optionValues: ['500 g', 'long'],
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatchObject({ code: 'OPTIONS_IN_USE', field: 'optionNames' });
  });

  it('seeds a product with a variant: the oat flapjack, single or a box of 6', async () => {
    const box = await bySku('OAT-FLAPJACK-BOX-6');
    const detail = await get(`/api/products/${box.variantOf}`);
    expect(detail.options).toEqual([{ name: 'Pack', values: ['Single', 'Box of 6'] }]);
    await stockProduct(api.app, 'oat-flapjack-box-6', 4);
    expect((await get(`/api/products/${box.id}`)).variants[1]).toMatchObject({ stock: 4 });
  });
});
