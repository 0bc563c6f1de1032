import { PGlite } from '@electric-sql/pglite';
import type { InjectOptions } from 'fastify';
import { Client } from 'pg';
import { as, build, registerCustomer, stockProduct, verifyMobile, type TestApp } from './helper';

// The write paths under load are as fast as their round trips to the
// database: each statement is a wait on the network (or on PGlite's one
// connection). These hold each path to the statements it needs, on either engine.

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

/** PostgreSQL: each query a pooled client sends. */
let statements = 0;
const pgQuery = Client.prototype.query;
jest.spyOn(Client.prototype, 'query').mockImplementation(function (
  this: Client,
  ...args: unknown[]
) {
  statements += 1;
  return (pgQuery as (...args: unknown[]) => unknown).apply(this, args);
} as never);
/** PGlite: each Parse (extended protocol) or Query (simple: BEGIN, COMMIT) message. */
const PARSE = 'P'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
const pgliteExec = PGlite.prototype.execProtocolRawSync;
jest.spyOn(PGlite.prototype, 'execProtocolRawSync').mockImplementation(function (
  this: PGlite,
  message: Uint8Array,
  ...rest: unknown[]
) {
  if (message[0] === PARSE || message[0] === QUERY) statements += 1;
  return (pgliteExec as (...args: unknown[]) => unknown).call(this, message, ...rest);
} as never);

async function statementsOf(request: InjectOptions) {
  statements = 0;
  const response = await api.app.inject(request);
  return { response, statements };
}

const pickup = { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' };

describe('statements per request', () => {
  it('sets a cart line and answers the priced cart in one statement after the session', async () => {
    const coffee = await stockProduct(api.app, 'cold-brew-coffee', 50);
    const customer = await registerCustomer(api.app);
    const put = (quantity: number) =>
      statementsOf({
        method: 'PUT',
        url: `/api/me/cart/items/${coffee.id}`,
        headers: as(customer.token),
        payload: { quantity },
      });

    const added = await put(2);
    expect(added.response.statusCode).toBe(200);
    expect(added.response.json().lines).toEqual([
      expect.objectContaining({ productId: coffee.id, quantity: 2 }),
    ]);
    expect(added.statements).toBe(2);

    const changed = await put(5);
    expect(changed.response.json().lines[0].quantity).toBe(5);
    expect(changed.statements).toBe(2);
  });

  it('reads a page of order history with its total in one statement after the session', async () => {
    const customer = await registerCustomer(api.app);
    const history = await statementsOf({
      method: 'GET',
      url: '/api/me/orders',
      headers: as(customer.token),
    });
    expect(history.response.statusCode).toBe(200);
    expect(history.response.json()).toMatchObject({ items: [], total: 0 });
    expect(history.statements).toBe(2);
  });

  it('places an order in the same few statements however many lines the cart holds', async () => {
    const slugs = ['cold-brew-coffee', 'lemon-drizzle-cake', 'sourdough-loaf'];
    const products = await Promise.all(slugs.map((slug) => stockProduct(api.app, slug, 50, 1000)));
    const placeWith = async (lines: number, extra: object = {}) => {
      const customer = await registerCustomer(api.app);
      await verifyMobile(api.app, customer.user.id);
      for (const product of products.slice(0, lines)) {
        await api.app.inject({
          method: 'PUT',
          url: `/api/me/cart/items/${product.id}`,
          headers: as(customer.token),
          payload: { quantity: 1 },
        });
      }
      return statementsOf({
        method: 'POST',
        url: '/api/me/orders',
        headers: as(customer.token),
        payload: { ...pickup, ...extra },
      });
    };

    const one = await placeWith(1);
    const three = await placeWith(3);
    expect(one.response.statusCode).toBe(201);
    expect(three.response.statusCode).toBe(201);
    expect(three.response.json().lines).toHaveLength(3);
    // The session; begin; the customer (with what their messages need), the
    // cart with its products, locked, and the order's id and number; the order
    // with its lines, stock, ledger, timeline and the customer's messages; commit.
    expect(one.statements).toBe(5);
    expect(three.statements).toBe(5);

    // A discount code and a slot ride in the same two statements: the lock
    // reads (and locks) the code and the window, the write counts both.
    const [window] = (
      await api.app.inject({ method: 'GET', url: '/api/stores/38/slots?deliveryOption=pickup' })
    ).json().items;
    const withBoth = await placeWith(3, {
      discountCode: 'WELCOME10',
      slot: { windowId: window.windowId, date: window.date },
    });
    expect(withBoth.response.statusCode).toBe(201);
    expect(withBoth.response.json()).toMatchObject({
      discountCode: 'WELCOME10',
      slot: { startsAt: window.startsAt },
    });
    expect(withBoth.statements).toBe(5);
  });

  it('sends a batch of messages with one claim and one mark besides the sends', async () => {
    const coffee = await stockProduct(api.app, 'cold-brew-coffee', 50);
    await api.app.notificationDispatcher.flush();
    for (let order = 0; order < 2; order += 1) {
      const customer = await registerCustomer(api.app);
      await verifyMobile(api.app, customer.user.id);
      await api.app.inject({
        method: 'PUT',
        url: `/api/me/cart/items/${coffee.id}`,
        headers: as(customer.token),
        payload: { quantity: 1 },
      });
      const placed = await api.app.inject({
        method: 'POST',
        url: '/api/me/orders',
        headers: as(customer.token),
        payload: pickup,
      });
      expect(placed.statusCode).toBe(201);
    }
    statements = 0;
    // Two orders, a text and an e-mail each: the development outboxes write each one.
    expect(await api.app.notificationDispatcher.flush()).toBe(4);
    expect(statements).toBe(1 + 4 + 1);
  });
});
