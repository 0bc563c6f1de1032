import { count, eq } from 'drizzle-orm';
import { cartItems, products, stockMovements } from '../src/db/schema';
import { build, stockProduct, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

const quote = (payload: unknown, storeId: number | string = 38) =>
  api.app.inject({
    method: 'POST',
    url: `/api/stores/${storeId}/cart/quote`,
    payload: payload as Record<string, unknown>,
  });
const line = (productId: number, quantity: number) => ({ productId, quantity });
const rowsIn = async (table: typeof cartItems | typeof stockMovements) =>
  (await api.app.db.select({ rows: count() }).from(table))[0]!.rows;

describe('POST /api/stores/:storeId/cart/quote', () => {
  it('prices the lines today, in the order asked, with no token', async () => {
    const oats = await stockProduct(api.app, 'rolled-oats', 50, 200);
    const bananas = await stockProduct(api.app, 'fairtrade-bananas', 60, 125);

    const response = await quote({ lines: [line(bananas.id, 3), line(oats.id, 2)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [
        expect.objectContaining({ productId: bananas.id, quantity: 3, priceMinor: 125 }),
        {
          productId: oats.id,
          listedProductId: oats.id,
          slug: oats.slug,
          name: oats.name,
          priceMinor: 200,
          quantity: 2,
          stock: 50,
          image: oats.image,
          unit: 'each',
          estimatedWeightGrams: null,
        },
      ],
      currency: 'GBP',
      itemCount: 5,
      subtotalMinor: 3 * 125 + 2 * 200,
      adjustments: [],
      discount: null,
    });

    await stockProduct(api.app, 'rolled-oats', 50, 250);
    expect((await quote({ lines: [line(oats.id, 2)] })).json().subtotalMinor).toBe(500);
  });

  it('cuts lines to the stock and to 99, adds up repeats, and says what it cut', async () => {
    const cheddar = await stockProduct(api.app, 'mature-cheddar', 5);
    const tomatoes = await stockProduct(api.app, 'chopped-tomatoes', 120);
    const oil = await stockProduct(api.app, 'extra-virgin-olive-oil', 0);
    const lentils = await stockProduct(api.app, 'red-lentils', 30);

    const cart = (
      await quote({
        lines: [
          line(cheddar.id, 4),
          line(tomatoes.id, 95),
          line(oil.id, 1),
          line(lentils.id, 2),
          line(cheddar.id, 3),
          line(tomatoes.id, 10),
        ],
      })
    ).json();
    expect(
      cart.lines.map(({ productId, quantity }: typeof cart.lines) => [productId, quantity]),
    ).toEqual([
      [cheddar.id, 5],
      [tomatoes.id, 99],
      [lentils.id, 2],
    ]);
    expect(cart.adjustments).toEqual([
      { productId: cheddar.id, name: cheddar.name, requested: 7, granted: 5 },
      { productId: tomatoes.id, name: tomatoes.name, requested: 105, granted: 99 },
      { productId: oil.id, name: oil.name, requested: 1, granted: 0 },
    ]);
    expect(cart.itemCount).toBe(5 + 99 + 2);
  });

  it('leaves out products that do not exist or are no longer on sale', async () => {
    const honey = await stockProduct(api.app, 'wildflower-honey', 10);
    const tea = await stockProduct(api.app, 'english-breakfast-tea', 10);
    await api.app.db.update(products).set({ published: false }).where(eq(products.id, tea.id));
    try {
      const cart = (
        await quote({
          lines: [line(999999, 1), line(tea.id, 1), line(99999999999, 2), line(honey.id, 1)],
        })
      ).json();
      expect(cart.lines.map((quoted: { productId: number }) => quoted.productId)).toEqual([
        honey.id,
      ]);
      expect(cart.adjustments).toEqual([]);
    } finally {
      await api.app.db.update(products).set({ published: true }).where(eq(products.id, tea.id));
    }
  });

  it('answers an empty cart for no lines, and saves nothing, whatever it is asked', async () => {
    const milk = await stockProduct(api.app, 'semi-skimmed-milk', 60);
    const [cartRows, stockRows] = [await rowsIn(cartItems), await rowsIn(stockMovements)];
    expect((await quote({ lines: [] })).json()).toEqual({
      lines: [],
      currency: 'GBP',
      itemCount: 0,
      subtotalMinor: 0,
      adjustments: [],
      discount: null,
    });
    expect((await quote({ lines: [line(milk.id, 70)] })).json().lines[0].quantity).toBe(60);
    expect(await rowsIn(cartItems)).toBe(cartRows);
    expect(await rowsIn(stockMovements)).toBe(stockRows);
    const [stored] = await api.app.db.select().from(products).where(eq(products.id, milk.id));
    expect(stored!.stock).toBe(60);
  });

  it('answers 404 naming storeId for a store that does not exist', async () => {
    const response = await quote({ lines: [] }, 999);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'storeId' });
    const bad = await quote({ lines: [] }, 'corner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('storeId');
  });

  type Payload = (productId: number) => unknown;
  it.each<[string, Payload]>([
    ['lines', () => ({})],
    ['lines', () => ({ lines: '12x2.15x1' })],
    ['lines.1.quantity', (id) => ({ lines: [line(id, 1), line(id, 0)] })],
    ['lines.0.quantity', (id) => ({ lines: [line(id, 100)] })],
    ['lines.0.quantity', (id) => ({ lines: [line(id, 2.5)] })],
    ['lines.0.productId', () => ({ lines: [line(-3, 1)] })],
    ['lines.0.productId', () => ({ lines: [{ productId: '12', quantity: 1 }] })],
    ['lines.0.priceMinor', (id) => ({ lines: [{ ...line(id, 1), priceMinor: 1 }] })],
    ['userId', () => ({ lines: [], userId: 'someone' })],
    ['lines', (id) => ({ lines: Array.from({ length: 100 }, () => line(id, 1)) })],
  ])('answers 400 naming %s for a bad quote', async (field, payloadFor) => {
    const milk = await stockProduct(api.app, 'semi-skimmed-milk', 60);
    const response = await quote(payloadFor(milk.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('quotes 99 lines, the most a quote holds', async () => {
    const milk = await stockProduct(api.app, 'semi-skimmed-milk', 99);
    const response = await quote({ lines: Array.from({ length: 99 }, () => line(milk.id, 1)) });
    expect(response.statusCode).toBe(200);
    expect(response.json().lines).toEqual([expect.objectContaining({ quantity: 99 })]);
  });
});
