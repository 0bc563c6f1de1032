import { eq } from 'drizzle-orm';
import { cartItems, products } from '../src/db/schema';
import { as, build, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  getAs,
  giveCredit,
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

const cancel = (customer: Customer, orderId: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/me/orders/${orderId}/cancel`,
    headers: as(customer.token),
  });
const reorder = (customer: Customer, orderId: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/me/orders/${orderId}/reorder`,
    headers: as(customer.token),
  });
const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const cartOf = (customer: Customer) =>
  api.app.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, customer.user.id))
    .orderBy(cartItems.productId);
const walletOf = async (customer: Customer) =>
  (await getAs(api.app, customer.token, '/api/me/wallet')).json();

describe('POST /api/me/orders/:orderId/cancel', () => {
  it('cancels a placed order: stock back, wallet part refunded, history updated', async () => {
    const customer = await shopper(api.app, { approved: true });
    await giveCredit(api.app, operator, customer.user.id, 1000);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10, 800);
    await addToCart(api.app, customer, honey.id, 3);
    const placed = (await place(api.app, customer, { ...pickup, walletAmountMinor: 600 })).json();
    expect(await stockOf(honey.id)).toBe(7);
    expect((await walletOf(customer)).balanceMinor).toBe(400);

    const response = await cancel(customer, placed.id);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({ id: placed.id, status: 'cancelled', walletPaidMinor: 600 });
    expect(order.history.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'cancelled',
    ]);
    expect(order.history[1].note).toBe('Cancelled by the customer');
    expect(await stockOf(honey.id)).toBe(10);

    const wallet = await walletOf(customer);
    expect(wallet.balanceMinor).toBe(1000);
    expect(wallet.items[0]).toMatchObject({
      kind: 'reversal',
      reason: 'order_refund',
      amountMinor: 600,
      balanceAfterMinor: 1000,
      orderId: placed.id,
      orderNumber: placed.number,
    });
    const fetched = await getAs(api.app, customer.token, `/api/me/orders/${placed.id}`);
    expect(fetched.json().status).toBe('cancelled');
  });

  it('cancels an order paid without the wallet and writes no wallet entry', async () => {
    const customer = await shopper(api.app);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10, 800);
    await addToCart(api.app, customer, honey.id, 1);
    const placed = (await place(api.app, customer)).json();
    expect((await cancel(customer, placed.id)).statusCode).toBe(200);
    expect((await walletOf(customer)).total).toBe(0);
    expect(await stockOf(honey.id)).toBe(10);
  });

  it('refuses a second cancel and an order past placed with 409, changing nothing', async () => {
    const customer = await shopper(api.app, { approved: true });
    await giveCredit(api.app, operator, customer.user.id, 500);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10, 800);
    await addToCart(api.app, customer, honey.id, 1);
    const first = (await place(api.app, customer, { ...pickup, walletAmountMinor: 500 })).json();
    expect((await cancel(customer, first.id)).statusCode).toBe(200);
    const again = await cancel(customer, first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', field: 'orderId' });
    expect((await walletOf(customer)).balanceMinor).toBe(500);
    expect(await stockOf(honey.id)).toBe(10);

    await addToCart(api.app, customer, honey.id, 2);
    const second = (await place(api.app, customer)).json();
    expect((await moveOrder(api.app, operator, second.id, 'confirmed')).statusCode).toBe(200);
    const late = await cancel(customer, second.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    expect(late.json().error.message).toMatch(/confirmed/);
    expect(await stockOf(honey.id)).toBe(8);
  });

  it('refunds once when the same order is cancelled twice at once', async () => {
    const customer = await shopper(api.app, { approved: true });
    await giveCredit(api.app, operator, customer.user.id, 700);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10, 800);
    await addToCart(api.app, customer, honey.id, 1);
    const placed = (await place(api.app, customer, { ...pickup, walletAmountMinor: 700 })).json();
    const responses = await Promise.all([cancel(customer, placed.id), cancel(customer, placed.id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(customer)).balanceMinor).toBe(700);
    expect(await stockOf(honey.id)).toBe(10);
  }, 60_000);

  it('answers another customer’s order exactly like a missing one', async () => {
    const owner = await shopper(api.app);
    const honey = await stockProduct(api.app, 'wildflower-honey', 10, 800);
    await addToCart(api.app, owner, honey.id, 1);
    const placed = (await place(api.app, owner)).json();
    const intruder = await shopper(api.app);

    const theirs = await cancel(intruder, placed.id);
    const nobodys = await cancel(intruder, '8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    expect((await getAs(api.app, owner.token, `/api/me/orders/${placed.id}`)).json().status).toBe(
      'placed',
    );
    expect(await stockOf(honey.id)).toBe(9);
  });

  it('needs sign-in and a valid id', async () => {
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/me/orders/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e/cancel',
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await shopper(api.app);
    const bad = await cancel(customer, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('orderId');
  });
});

describe('POST /api/me/orders/:orderId/reorder', () => {
  it('puts every line back into the cart when all is in stock', async () => {
    const customer = await shopper(api.app);
    const jam = await stockProduct(api.app, 'crunchy-peanut-butter', 20, 300);
    const oats = await stockProduct(api.app, 'rolled-oats', 20, 200);
    await addToCart(api.app, customer, jam.id, 2);
    await addToCart(api.app, customer, oats.id, 1);
    const placed = (await place(api.app, customer)).json();
    expect(await cartOf(customer)).toEqual([]);

    const response = await reorder(customer, placed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      added: expect.arrayContaining([
        { productId: jam.id, name: jam.name, quantity: 2 },
        { productId: oats.id, name: oats.name, quantity: 1 },
      ]),
      unavailable: [],
    });
    expect(await cartOf(customer)).toEqual(
      [
        { productId: jam.id, quantity: 2 },
        { productId: oats.id, quantity: 1 },
      ].sort((a, b) => a.productId - b.productId),
    );
    // Reordering takes no stock: that happens at checkout.
    expect(await stockOf(jam.id)).toBe(18);
  });

  it('adds what stock allows on top of the cart and reports the rest', async () => {
    const customer = await shopper(api.app);
    const jam = await stockProduct(api.app, 'crunchy-peanut-butter', 20, 300);
    const oats = await stockProduct(api.app, 'rolled-oats', 20, 200);
    const honey = await stockProduct(api.app, 'wildflower-honey', 20, 800);
    await addToCart(api.app, customer, jam.id, 3);
    await addToCart(api.app, customer, oats.id, 4);
    await addToCart(api.app, customer, honey.id, 1);
    const placed = (await place(api.app, customer)).json();

    await stockProduct(api.app, 'crunchy-peanut-butter', 0);
    await stockProduct(api.app, 'rolled-oats', 3);
    await addToCart(api.app, customer, oats.id, 1);

    const response = await reorder(customer, placed.id);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.added).toEqual([{ productId: honey.id, name: honey.name, quantity: 1 }]);
    expect(result.unavailable).toEqual(
      expect.arrayContaining([
        { productId: jam.id, name: jam.name, addedQuantity: 0, reason: 'out_of_stock' },
        { productId: oats.id, name: oats.name, addedQuantity: 2, reason: 'not_enough_stock' },
      ]),
    );
    expect(result.unavailable).toHaveLength(2);
    const cart = await cartOf(customer);
    expect(cart).toEqual(
      expect.arrayContaining([
        { productId: oats.id, quantity: 3 },
        { productId: honey.id, quantity: 1 },
      ]),
    );
    expect(cart).toHaveLength(2);
  });

  it('answers another customer’s order exactly like a missing one, adding nothing', async () => {
    const owner = await shopper(api.app);
    const jam = await stockProduct(api.app, 'crunchy-peanut-butter', 20, 300);
    await addToCart(api.app, owner, jam.id, 2);
    const placed = (await place(api.app, owner)).json();
    const intruder = await shopper(api.app);

    const theirs = await reorder(intruder, placed.id);
    const nobodys = await reorder(intruder, '8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(await cartOf(intruder)).toEqual([]);
  });

  it('needs sign-in', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/me/orders/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e/reorder',
    });
    expect(response.statusCode).toBe(401);
  });
});
