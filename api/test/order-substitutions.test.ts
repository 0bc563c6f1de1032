import { eq } from 'drizzle-orm';
import { auditLog, orderLines, orders, products } from '../src/db/schema';
import { as, build, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  getAs,
  moveOrder,
  operatorToken,
  pickup,
  place,
  shopper,
  type Customer,
} from './money-helpers';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const change = (customer: Customer, orderId: string, payload: object) =>
  api.app.inject({
    method: 'PATCH',
    url: `/api/me/orders/${orderId}/substitutions`,
    headers: as(customer.token),
    payload,
  });
const linesOf = (orderId: string) =>
  api.app.db
    .select({
      productId: orderLines.productId,
      choice: orderLines.substitutionChoice,
      substitute: orderLines.substituteProductId,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.productId);
const orderCount = async (customer: Customer) =>
  (await api.app.db.select().from(orders).where(eq(orders.userId, customer.user.id))).length;
const setPublished = async (productId: number, published: boolean) => {
  await api.app.db.update(products).set({ published }).where(eq(products.id, productId));
  api.app.catalogueAnswers.clear();
};

/** A customer with rice and honey in the cart, and oats on the shelf to choose instead. */
async function cartOfTwo() {
  const customer = await shopper(api.app);
  const rice = await stockProduct(api.app, 'basmati-rice', 50, 300);
  const honey = await stockProduct(api.app, 'wildflower-honey', 50, 800);
  const oats = await stockProduct(api.app, 'rolled-oats', 50, 250);
  await addToCart(api.app, customer, rice.id, 1);
  await addToCart(api.app, customer, honey.id, 2);
  return { customer, rice, honey, oats };
}

async function placedOfTwo() {
  const cart = await cartOfTwo();
  const response = await place(api.app, cart.customer);
  expect(response.statusCode).toBe(201);
  return { ...cart, order: response.json() as { id: string; number: string } };
}

describe('placing an order with substitution choices', () => {
  it('keeps the default and each line’s own choice, with the chosen product’s name', async () => {
    const { customer, rice, honey, oats } = await cartOfTwo();
    const response = await place(api.app, customer, {
      ...pickup,
      substitutionDefault: 'none',
      substitutions: [
        { productId: rice.id, substitution: { choice: 'specific', productId: oats.id } },
        { productId: honey.id, substitution: { choice: 'similar' } },
      ],
    });
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed.substitutionDefault).toBe('none');
    expect(placed.substitutionsEditable).toBe(true);
    const byProduct = (order: { lines: Array<{ productId: number; substitution: unknown }> }) =>
      new Map(order.lines.map((line) => [line.productId, line.substitution]));
    const expected = new Map<number, unknown>([
      [rice.id, { choice: 'specific', productId: oats.id, name: oats.name }],
      [honey.id, { choice: 'similar' }],
    ]);
    expect(byProduct(placed)).toEqual(expected);

    const read = await getAs(api.app, customer.token, `/api/me/orders/${placed.id}`);
    expect(read.headers['cache-control']).toMatch(/no-store/);
    expect(read.json().substitutionDefault).toBe('none');
    expect(byProduct(read.json())).toEqual(expected);

    const store = await getAs(api.app, operator, `/api/operator/orders/${placed.id}`);
    expect(store.json().substitutionDefault).toBe('none');
    expect(byProduct(store.json())).toEqual(expected);
  });

  it('defaults to a similar item with no line choices', async () => {
    const { customer } = await cartOfTwo();
    const placed = (await place(api.app, customer)).json();
    expect(placed.substitutionDefault).toBe('similar');
    expect(placed.lines.map((line: { substitution: unknown }) => line.substitution)).toEqual([
      null,
      null,
    ]);
  });

  it.each([
    [
      'a choice that is not one',
      (ids: Ids) => [{ productId: ids.rice, substitution: { choice: 'anything' } }],
      'substitutions.0.substitution.choice',
    ],
    [
      'a product not in the cart',
      (ids: Ids) => [{ productId: ids.oats, substitution: { choice: 'none' } }],
      'substitutions.0.productId',
    ],
    [
      'an unknown substitute',
      (ids: Ids) => [
        { productId: ids.honey, substitution: { choice: 'none' } },
        { productId: ids.rice, substitution: { choice: 'specific', productId: 999_999 } },
      ],
      'substitutions.1.substitution.productId',
    ],
    [
      'the line’s own product',
      (ids: Ids) => [
        { productId: ids.rice, substitution: { choice: 'specific', productId: ids.rice } },
      ],
      'substitutions.0.substitution.productId',
    ],
    [
      'a specific choice without its product',
      (ids: Ids) => [{ productId: ids.rice, substitution: { choice: 'specific' } }],
      'substitutions.0.substitution.productId',
    ],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_, choices, field) => {
    const { customer, rice, honey, oats } = await cartOfTwo();
    const response = await place(api.app, customer, {
      ...pickup,
      substitutions: choices({ rice: rice.id, honey: honey.id, oats: oats.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await orderCount(customer)).toBe(0);
    // The cart is as it was.
    const cart = await getAs(api.app, customer.token, '/api/me/cart');
    expect(cart.json().items ?? cart.json().lines).toHaveLength(2);
  });

  it('refuses an unpublished or sold-out substitute, and a bad default', async () => {
    const { customer, rice } = await cartOfTwo();
    const lentils = await stockProduct(api.app, 'red-lentils', 20);
    await setPublished(lentils.id, false);
    try {
      const unpublished = await place(api.app, customer, {
        ...pickup,
        substitutions: [
          { productId: rice.id, substitution: { choice: 'specific', productId: lentils.id } },
        ],
      });
      expect(unpublished.statusCode).toBe(400);
      expect(unpublished.json().error.field).toBe('substitutions.0.substitution.productId');
    } finally {
      await setPublished(lentils.id, true);
    }
    await stockProduct(api.app, 'red-lentils', 0);
    const soldOut = await place(api.app, customer, {
      ...pickup,
      substitutions: [
        { productId: rice.id, substitution: { choice: 'specific', productId: lentils.id } },
      ],
    });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().error.field).toBe('substitutions.0.substitution.productId');
    const badDefault = await place(api.app, customer, {
      ...pickup,
      substitutionDefault: 'specific',
    });
    expect(badDefault.statusCode).toBe(400);
    expect(badDefault.json().error.field).toBe('substitutionDefault');
    expect(await orderCount(customer)).toBe(0);
  });
});

type Ids = { rice: number; honey: number; oats: number };

describe('PATCH /api/me/orders/:orderId/substitutions', () => {
  it('changes the default and lines while placed and confirmed, on the store’s record', async () => {
    const { customer, order, rice, honey, oats } = await placedOfTwo();
    const first = await change(customer, order.id, {
      default: 'none',
      lines: [{ productId: rice.id, substitution: { choice: 'specific', productId: oats.id } }],
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/no-store/);
    expect(first.json().substitutionDefault).toBe('none');
    expect(
      first.json().lines.find((line: { productId: number }) => line.productId === rice.id)
        .substitution,
    ).toEqual({ choice: 'specific', productId: oats.id, name: oats.name });

    expect((await moveOrder(api.app, operator, order.id, 'confirmed')).statusCode).toBe(200);
    const second = await change(customer, order.id, {
      lines: [
        { productId: rice.id, substitution: null },
        { productId: honey.id, substitution: { choice: 'none' } },
      ],
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().substitutionDefault).toBe('none');
    expect(await linesOf(order.id)).toEqual(
      [
        { productId: rice.id, choice: null, substitute: null },
        { productId: honey.id, choice: 'none', substitute: null },
      ].sort((a, b) => a.productId - b.productId),
    );
    const trail = await api.app.db.select().from(auditLog).where(eq(auditLog.orderId, order.id));
    expect(trail.filter((entry) => entry.action === 'order.substitutions_changed')).toHaveLength(2);
  });

  it('refuses a bad line or product with 400 naming it, and writes nothing', async () => {
    const { customer, order, rice, oats } = await placedOfTwo();
    const cases: Array<[object, string]> = [
      [{ lines: [{ productId: oats.id, substitution: { choice: 'none' } }] }, 'lines.0.productId'],
      [
        {
          default: 'none',
          lines: [{ productId: rice.id, substitution: { choice: 'specific', productId: rice.id } }],
        },
        'lines.0.substitution.productId',
      ],
      [{ default: 'maybe' }, 'default'],
      [{}, 'lines'],
    ];
    for (const [payload, field] of cases) {
      const response = await change(customer, order.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const read = (await getAs(api.app, customer.token, `/api/me/orders/${order.id}`)).json();
    expect(read.substitutionDefault).toBe('similar');
    expect((await linesOf(order.id)).every((line) => line.choice === null)).toBe(true);
  });

  it('answers 409 once the order is past confirmed or cancelled', async () => {
    const { customer, order } = await placedOfTwo();
    expect((await moveOrder(api.app, operator, order.id, 'cancelled')).statusCode).toBe(200);
    const cancelled = await change(customer, order.id, { default: 'none' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toMatchObject({
      code: 'SUBSTITUTIONS_LOCKED',
      field: 'orderId',
    });
    expect(cancelled.json().error.message).toMatch(/cancelled/);
    const read = (await getAs(api.app, customer.token, `/api/me/orders/${order.id}`)).json();
    expect(read).toMatchObject({ substitutionDefault: 'similar', substitutionsEditable: false });

    const ready = await placedOfTwo();
    for (const status of ['confirmed', 'ready_for_pickup']) {
      expect((await moveOrder(api.app, operator, ready.order.id, status)).statusCode).toBe(200);
    }
    const late = await change(ready.customer, ready.order.id, { default: 'none' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/ready for pickup/);
  });

  it('answers another customer’s order as missing', async () => {
    const { order } = await placedOfTwo();
    const stranger = await shopper(api.app);
    const response = await change(stranger, order.id, { default: 'none' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.field).toBe('orderId');
  });

  it('leaves one change whole when two arrive at once', async () => {
    const { customer, order, rice, honey, oats } = await placedOfTwo();
    const one = {
      default: 'none',
      lines: [
        { productId: rice.id, substitution: { choice: 'specific', productId: oats.id } },
        { productId: honey.id, substitution: { choice: 'none' } },
      ],
    };
    const other = {
      default: 'similar',
      lines: [
        { productId: rice.id, substitution: { choice: 'none' } },
        { productId: honey.id, substitution: { choice: 'specific', productId: oats.id } },
      ],
    };
    const answers = await Promise.all([
      change(customer, order.id, one),
      change(customer, order.id, other),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const read = (await getAs(api.app, customer.token, `/api/me/orders/${order.id}`)).json();
    const winner = read.substitutionDefault === 'none' ? one : other;
    const lines = await linesOf(order.id);
    for (const line of winner.lines) {
      const written = lines.find((row) => row.productId === line.productId)!;
      expect(written.choice).toBe(line.substitution.choice);
    }
  });
});
