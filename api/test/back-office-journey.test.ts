import { eq } from 'drizzle-orm';
import { categories, emailOutbox, smsOutbox } from '../src/db/schema';
import { as, build, type TestApp } from './helper';
import { addToCart, moveOrder, operatorToken, pickup, place, shopper } from './money-helpers';
import { multipart, PNG } from './multipart';

// The store run from the console alone, through the API: the operator makes a
// product and receives stock, a customer buys it, the operator packs and hands
// it over; the customer hears of every step, and the ledger shows the sale.
// (e2e/tests/back-office.spec.ts walks the same journey in the browser.)

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: as(token), payload });

it('runs from receiving stock to handing the order over, with the customer told at every step', async () => {
  const [bakery] = await api.app.db.select().from(categories).where(eq(categories.slug, 'bakery'));
  const created = await send(operator, 'POST', '/api/operator/products', {
    sku: 'RYE-LOAF-800',
    name: 'Dark Rye Loaf 800g',
    description: 'Sourdough rye with caraway.',
    categoryId: bakery!.id,
    priceMinor: 425,
    vatRateBasisPoints: 0,
    unit: 'each',
    published: true,
  });
  expect(created.statusCode).toBe(201);
  const product = created.json();

  const form = multipart([
    { name: 'image', filename: 'rye.png', contentType: 'image/png', data: PNG },
  ]);
  const pictured = await api.app.inject({
    method: 'PUT',
    url: `/api/operator/products/${product.id}/image`,
    headers: { ...form.headers, ...as(operator) },
    payload: form.payload,
  });
  expect(pictured.statusCode).toBe(200);
  expect(pictured.json().image).toMatch(/^uploads\//);

  const received = await send(
    operator,
    'POST',
    `/api/operator/products/${product.id}/stock-adjustments`,
    { reason: 'received', quantity: 12, note: 'Morning delivery' },
  );
  expect(received.statusCode).toBe(201);
  expect(received.json().product.stock).toBe(12);

  // The customer finds it at once (no stale catalogue answer) and buys three.
  const found = await api.app.inject({ method: 'GET', url: '/api/stores/38/products?q=rye' });
  expect(found.json().items.map((item: { id: number }) => item.id)).toContain(product.id);
  const customer = await shopper(api.app, { name: 'Rita Rye' });
  await addToCart(api.app, customer, product.id, 3);
  const placed = await place(api.app, customer, pickup);
  expect(placed.statusCode).toBe(201);
  const order = placed.json();

  // The operator opens it: what to pack and where it goes.
  const opened = (await send(operator, 'GET', `/api/operator/orders/${order.id}`)).json();
  expect(opened.lines).toEqual([
    expect.objectContaining({
      sku: 'RYE-LOAF-800',
      categoryName: 'Bakery',
      quantity: 3,
      lineTotalMinor: 1275,
    }),
  ]);
  expect(opened.pickupPoint.address).toContain('Station Parade');

  for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
    expect((await moveOrder(api.app, operator, order.id, status)).statusCode).toBe(200);
  }

  // The customer's own timeline has every step.
  const own = (await send(customer.token, 'GET', `/api/me/orders/${order.id}`)).json();
  expect(own.history.map((event: { status: string }) => event.status)).toEqual([
    'placed',
    'confirmed',
    'ready_for_pickup',
    'completed',
  ]);

  // One text and one e-mail per event.
  await api.app.notificationDispatcher.flush();
  const texts = await api.app.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, customer.user.mobile));
  const emails = await api.app.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, customer.user.email));
  expect(texts).toHaveLength(4);
  expect(emails).toHaveLength(4);
  expect(texts.every((text) => text.body.includes(order.number))).toBe(true);

  // The ledger shows the receipt and the sale, and the balance after each.
  const ledger = (
    await send(operator, 'GET', `/api/operator/products/${product.id}/stock-movements`)
  ).json();
  expect(ledger.items).toEqual([
    expect.objectContaining({
      kind: 'sale',
      quantityChange: -3,
      balanceAfter: 9,
      orderNumber: order.number,
    }),
    expect.objectContaining({
      kind: 'received',
      quantityChange: 12,
      balanceAfter: 12,
      note: 'Morning delivery',
    }),
  ]);

  // A second order cancelled with a reason: the customer reads it.
  await addToCart(api.app, customer, product.id, 1);
  const second = (await place(api.app, customer, pickup)).json();
  const reason = 'The oven broke down this morning';
  expect((await moveOrder(api.app, operator, second.id, 'cancelled', reason)).statusCode).toBe(200);
  const cancelled = (await send(customer.token, 'GET', `/api/me/orders/${second.id}`)).json();
  expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled', note: reason });
  await api.app.notificationDispatcher.flush();
  const lastText = (
    await api.app.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, customer.user.mobile))
  ).at(-1);
  expect(lastText!.body).toContain(reason);
  const stock = (await send(operator, 'GET', `/api/operator/products/${product.id}`)).json().stock;
  expect(stock).toBe(9);
});
