import { eq } from 'drizzle-orm';
import { cartItems } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const cartOf = (customer: Customer) =>
  api.app.inject({ method: 'GET', url: '/api/me/cart', headers: as(customer.token) });
const setQuantity = (customer: Customer, productId: number | string, payload: unknown) =>
  api.app.inject({
    method: 'PUT',
    url: `/api/me/cart/items/${productId}`,
    headers: as(customer.token),
    payload: payload as Record<string, unknown>,
  });
const removeLine = (customer: Customer, productId: number | string) =>
  api.app.inject({
    method: 'DELETE',
    url: `/api/me/cart/items/${productId}`,
    headers: as(customer.token),
  });
const merge = (customer: Customer, payload: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/me/cart/merge',
    headers: as(customer.token),
    payload: payload as Record<string, unknown>,
  });
const storedLines = (customer: Customer) =>
  api.app.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, customer.user.id))
    .orderBy(cartItems.productId);

describe('GET /api/me/cart', () => {
  it('starts empty, in the store currency', async () => {
    const customer = await registerCustomer(api.app);
    const response = await cartOf(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [],
      currency: 'GBP',
      itemCount: 0,
      subtotalMinor: 0,
      adjustments: [],
      discount: null,
    });
  });
});

describe('PUT and DELETE /api/me/cart/items/:productId', () => {
  it('sets quantities, keeps lines in the order added and prices them today', async () => {
    const customer = await registerCustomer(api.app);
    const oats = await stockProduct(api.app, 'rolled-oats', 50, 200);
    const bananas = await stockProduct(api.app, 'fairtrade-bananas', 60, 125);

    expect((await setQuantity(customer, oats.id, { quantity: 2 })).statusCode).toBe(200);
    const afterBananas = await setQuantity(customer, bananas.id, { quantity: 3 });
    expect(afterBananas.json()).toMatchObject({ itemCount: 5, subtotalMinor: 2 * 200 + 3 * 125 });

    // Changing a quantity does not move the line.
    const changed = (await setQuantity(customer, oats.id, { quantity: 4 })).json();
    expect(changed.lines).toEqual([
      {
        productId: oats.id,
        listedProductId: oats.id,
        slug: oats.slug,
        name: oats.name,
        priceMinor: 200,
        quantity: 4,
        stock: 50,
        image: oats.image,
        unit: 'each',
        estimatedWeightGrams: null,
      },
      expect.objectContaining({ productId: bananas.id, quantity: 3 }),
    ]);
    expect(changed).toMatchObject({ itemCount: 7, subtotalMinor: 4 * 200 + 3 * 125 });

    await stockProduct(api.app, 'rolled-oats', 50, 250);
    expect((await cartOf(customer)).json().subtotalMinor).toBe(4 * 250 + 3 * 125);

    const removed = await removeLine(customer, oats.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ itemCount: 3, subtotalMinor: 3 * 125 });
    const again = await removeLine(customer, oats.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().lines).toHaveLength(1);
    expect(await storedLines(customer)).toEqual([{ productId: bananas.id, quantity: 3 }]);
  });

  it('keeps each customer’s cart to themselves', async () => {
    const first = await registerCustomer(api.app);
    const second = await registerCustomer(api.app);
    const tea = await stockProduct(api.app, 'english-breakfast-tea', 40);
    await setQuantity(first, tea.id, { quantity: 1 });
    expect((await cartOf(second)).json().lines).toEqual([]);
    await removeLine(second, tea.id);
    expect(await storedLines(first)).toEqual([{ productId: tea.id, quantity: 1 }]);
  });

  it('cuts a quantity to what is in stock and says so in the answer', async () => {
    const customer = await registerCustomer(api.app);
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 3);
    await setQuantity(customer, loaf.id, { quantity: 2 });

    const response = await setQuantity(customer, loaf.id, { quantity: 99 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lines: [expect.objectContaining({ productId: loaf.id, quantity: 3 })],
      itemCount: 3,
      adjustments: [{ productId: loaf.id, name: 'Sourdough Loaf', requested: 99, granted: 3 }],
    });
    expect(await storedLines(customer)).toEqual([{ productId: loaf.id, quantity: 3 }]);

    const within = await setQuantity(customer, loaf.id, { quantity: 3 });
    expect(within.json().adjustments).toEqual([]);
  });

  it('takes the line out when none is left, and says so', async () => {
    const customer = await registerCustomer(api.app);
    const swirls = await stockProduct(api.app, 'cinnamon-swirls', 2);
    await setQuantity(customer, swirls.id, { quantity: 1 });
    await stockProduct(api.app, 'cinnamon-swirls', 0);

    const response = await setQuantity(customer, swirls.id, { quantity: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lines: [],
      adjustments: [
        { productId: swirls.id, name: 'Cinnamon Swirls 2 Pack', requested: 2, granted: 0 },
      ],
    });
    expect(await storedLines(customer)).toEqual([]);
  });

  it.each([
    ['quantity', { quantity: 0 }],
    ['quantity', { quantity: -1 }],
    ['quantity', { quantity: 1.5 }],
    ['quantity', { quantity: '2' }],
    ['quantity', { quantity: null }],
    ['quantity', { quantity: 100 }],
    ['quantity', {}],
    ['priceMinor', { quantity: 1, priceMinor: 1 }],
  ])('names %s for the body %j and writes nothing', async (field, payload) => {
    const customer = await registerCustomer(api.app);
    const milk = await stockProduct(api.app, 'semi-skimmed-milk', 60);
    const response = await setQuantity(customer, milk.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await storedLines(customer)).toEqual([]);
  });

  it('answers 404 naming productId for a product that does not exist', async () => {
    const customer = await registerCustomer(api.app);
    for (const id of [999999, 99999999999]) {
      const response = await setQuantity(customer, id, { quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'productId' });
    }
    const bad = await setQuantity(customer, 'abc', { quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('productId');
    expect(await storedLines(customer)).toEqual([]);
  });
});

describe('POST /api/me/cart/merge', () => {
  const line = (productId: number, quantity: number) => ({ productId, quantity });

  it('adds the anonymous lines, cuts them to stock and 99, and reports each cut', async () => {
    const customer = await registerCustomer(api.app);
    const cheddar = await stockProduct(api.app, 'mature-cheddar', 5);
    const tomatoes = await stockProduct(api.app, 'chopped-tomatoes', 120);
    const lentils = await stockProduct(api.app, 'red-lentils', 30);
    const oil = await stockProduct(api.app, 'extra-virgin-olive-oil', 4);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10);
    await setQuantity(customer, cheddar.id, { quantity: 2 });
    await setQuantity(customer, tomatoes.id, { quantity: 10 });
    await setQuantity(customer, oil.id, { quantity: 2 });
    await setQuantity(customer, honey.id, { quantity: 1 });
    await stockProduct(api.app, 'extra-virgin-olive-oil', 0);

    const response = await merge(customer, {
      lines: [
        { productId: lentils.id, quantity: 2 },
        { productId: cheddar.id, quantity: 4 },
        { productId: tomatoes.id, quantity: 95 },
        { productId: oil.id, quantity: 1 },
        { productId: lentils.id, quantity: 1 },
        { productId: 999999, quantity: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.adjustments).toEqual(
      expect.arrayContaining([
        { productId: cheddar.id, name: cheddar.name, requested: 6, granted: 5 },
        { productId: tomatoes.id, name: tomatoes.name, requested: 105, granted: 99 },
        { productId: oil.id, name: oil.name, requested: 3, granted: 0 },
      ]),
    );
    expect(cart.adjustments).toHaveLength(3);
    // Server lines first, in the order added, then the new ones; the sold-out line is gone.
    expect(
      cart.lines.map((line: { productId: number; quantity: number }) => [
        line.productId,
        line.quantity,
      ]),
    ).toEqual([
      [cheddar.id, 5],
      [tomatoes.id, 99],
      [honey.id, 1],
      [lentils.id, 3],
    ]);
    expect(cart.itemCount).toBe(5 + 99 + 1 + 3);
    expect(await storedLines(customer)).toHaveLength(4);
  });

  it('drops lines for products that do not exist, and an empty merge changes nothing', async () => {
    const customer = await registerCustomer(api.app);
    const response = await merge(customer, {
      lines: [
        { productId: 999999, quantity: 1 },
        { productId: 99999999999, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lines: [], adjustments: [], itemCount: 0 });
    expect((await merge(customer, { lines: [] })).json().lines).toEqual([]);
  });

  type Payload = (productId: number) => unknown;
  it.each<[string, Payload]>([
    ['lines', () => ({})],
    ['lines', () => ({ lines: 'all of them' })],
    ['lines.1.quantity', (id) => ({ lines: [line(id, 1), line(id, 0)] })],
    ['lines.0.quantity', (id) => ({ lines: [line(id, 2.5)] })],
    ['lines.0.productId', () => ({ lines: [line(-3, 1)] })],
    ['lines.0.priceMinor', (id) => ({ lines: [{ ...line(id, 1), priceMinor: 1 }] })],
    ['lines', (id) => ({ lines: Array.from({ length: 101 }, () => line(id, 1)) })],
  ])('names %s on a bad merge and writes nothing', async (field, payloadFor) => {
    const customer = await registerCustomer(api.app);
    const milk = await stockProduct(api.app, 'semi-skimmed-milk', 60);
    const body = payloadFor(milk.id);
    const response = await merge(customer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await storedLines(customer)).toEqual([]);
  });
});

describe('signed-in routes', () => {
  // Every row has a payload slot: jest reads a missing last argument as a done callback.
  const routes: [string, string, unknown][] = [
    ['GET', '/api/me/cart', undefined],
    ['PUT', '/api/me/cart/items/1', { quantity: 1 }],
    ['DELETE', '/api/me/cart/items/1', undefined],
    ['POST', '/api/me/cart/merge', { lines: [] }],
    ['GET', '/api/me/favourites', undefined],
    ['PUT', '/api/me/favourites/1', undefined],
    ['DELETE', '/api/me/favourites/1', undefined],
    ['GET', '/api/me/addresses', undefined],
    ['GET', '/api/me/addresses/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e', undefined],
    [
      'POST',
      '/api/me/addresses',
      { recipient: 'A', line1: '1 High St', city: 'London', postcode: 'E1 6AN' },
    ],
    [
      'PUT',
      '/api/me/addresses/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e',
      { recipient: 'A', line1: '1 High St', city: 'London', postcode: 'E1 6AN' },
    ],
    ['DELETE', '/api/me/addresses/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e', undefined],
    ['GET', '/api/me/orders', undefined],
    ['GET', '/api/me/orders/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e', undefined],
    ['POST', '/api/me/orders', { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' }],
  ];

  it.each(routes)('%s %s answers 401 without a live token', async (method, url, payload) => {
    for (const headers of [{}, as('not-a-real-token')]) {
      const response = await api.app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('checks sign-in before the body, so an anonymous caller learns nothing from validation', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/me/orders',
      payload: { deliveryOption: 'teleport', priceMinor: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});
