import { eq } from 'drizzle-orm';
import { OPERATOR_ORDER_PAGE_SIZE } from '@storefront/shared/operator-contracts';
import { orders, products, stores, users } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  getAs,
  giveCredit,
  moveOrder,
  operatorToken,
  pickup,
  place,
  placedOrder,
  shopper,
} from './money-helpers';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const listOrders = (token: string, query = '') =>
  getAs(api.app, token, `/api/operator/orders${query}`);
const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;

/** An operator of another store, who must see none of store 38's orders. */
async function otherStoresOperator(): Promise<string> {
  await api.app.db
    .insert(stores)
    .values({ id: 99, name: 'Other Shop', currency: 'EUR', country: 'IE', shopLink: 'other-shop' })
    .onConflictDoNothing();
  const account = await registerCustomer(api.app);
  await api.app.db
    .update(users)
    .set({ storeId: 99, role: 'operator', staffRole: 'owner' })
    .where(eq(users.id, account.user.id));
  return account.token;
}

describe('GET /api/operator/orders', () => {
  it('lists the store’s orders newest first with their customers, filtered by status', async () => {
    const customer = await shopper(api.app, { name: 'Grace Hopper' });
    const older = await placedOrder(api.app, customer);
    const newer = await placedOrder(api.app, customer);
    expect((await moveOrder(api.app, operator, older.id, 'confirmed')).statusCode).toBe(200);

    const response = await listOrders(operator);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ pageSize: OPERATOR_ORDER_PAGE_SIZE, previousCursor: null });
    expect(page.items.slice(0, 2).map((order: { id: string }) => order.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(page.items[0]).toEqual({
      id: newer.id,
      number: newer.number,
      status: 'placed',
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      currency: 'GBP',
      subtotalMinor: 1000,
      deliveryFeeMinor: 0,
      discountCode: null,
      discountMinor: 0,
      slot: null,
      totalMinor: 1000,
      walletPaidMinor: 0,
      itemCount: 1,
      createdAt: expect.any(String),
      customer: { id: customer.user.id, name: 'Grace Hopper', mobile: customer.user.mobile },
    });

    const confirmed = (await listOrders(operator, '?status=confirmed')).json();
    expect(confirmed.items.map((order: { id: string }) => order.id)).toContain(older.id);
    expect(confirmed.items.every((order: { status: string }) => order.status === 'confirmed')).toBe(
      true,
    );
  });

  it('answers 401 anonymous, 403 customers, and shows another store’s operator nothing', async () => {
    const customer = await shopper(api.app);
    await placedOrder(api.app, customer);
    expect((await api.app.inject({ method: 'GET', url: '/api/operator/orders' })).statusCode).toBe(
      401,
    );
    expect((await listOrders(customer.token)).statusCode).toBe(403);
    const stranger = await otherStoresOperator();
    const theirs = await listOrders(stranger);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().items).toEqual([]);
  });

  it.each([
    ['status', '?status=lost'],
    ['after', '?after=not-a-cursor'],
  ])('refuses a bad %s, naming it', async (field, query) => {
    const response = await listOrders(operator, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});

describe('POST /api/operator/orders/:orderId/status', () => {
  it('walks a delivery order through confirmed and out for delivery to completed', async () => {
    const customer = await shopper(api.app);
    const address = await api.app.inject({
      method: 'POST',
      url: '/api/me/addresses',
      headers: as(customer.token),
      payload: { recipient: 'Ada', line1: '1 High St', city: 'London', postcode: 'SW1A 1AA' },
    });
    const rice = await stockProduct(api.app, 'basmati-rice', 50, 2000);
    await addToCart(api.app, customer, rice.id, 3);
    const placed = (
      await place(api.app, customer, {
        deliveryOption: 'delivery',
        paymentMethod: 'cash_on_delivery',
        addressId: address.json().id,
      })
    ).json();

    const confirmed = await moveOrder(api.app, operator, placed.id, 'confirmed', 'Packed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: placed.id, status: 'confirmed' });
    expect(confirmed.json().history.at(-1)).toEqual({
      status: 'confirmed',
      at: expect.any(String),
      note: 'Packed',
      changedBy: { id: expect.any(String), name: 'Olu Operator', role: 'operator' },
    });
    expect((await moveOrder(api.app, operator, placed.id, 'out_for_delivery')).statusCode).toBe(
      200,
    );
    const completed = await moveOrder(api.app, operator, placed.id, 'completed');
    expect(completed.statusCode).toBe(200);
    expect(completed.json().history.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'confirmed',
      'out_for_delivery',
      'completed',
    ]);

    // The customer sees the same timeline.
    const seen = await getAs(api.app, customer.token, `/api/me/orders/${placed.id}`);
    expect(seen.json().status).toBe('completed');
    expect(seen.json().history).toHaveLength(4);
  });

  it.each([
    ['placed', 'completed'],
    ['placed', 'ready_for_pickup'],
    ['placed', 'placed'],
  ])('refuses %s → %s with 409 ILLEGAL_TRANSITION naming status', async (_from, to) => {
    const customer = await shopper(api.app);
    const placed = await placedOrder(api.app, customer);
    const response = await moveOrder(api.app, operator, placed.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'ILLEGAL_TRANSITION', field: 'status' });
    const [row] = await api.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.status).toBe('placed');
  });

  it('refuses a pickup order going out for delivery, and any move after completion', async () => {
    const customer = await shopper(api.app);
    const placed = await placedOrder(api.app, customer);
    expect((await moveOrder(api.app, operator, placed.id, 'confirmed')).statusCode).toBe(200);
    expect((await moveOrder(api.app, operator, placed.id, 'out_for_delivery')).statusCode).toBe(
      409,
    );
    expect((await moveOrder(api.app, operator, placed.id, 'ready_for_pickup')).statusCode).toBe(
      200,
    );
    expect((await moveOrder(api.app, operator, placed.id, 'completed')).statusCode).toBe(200);
    const late = await moveOrder(api.app, operator, placed.id, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('An order that is completed cannot become cancelled.');
  });

  it('cancels a confirmed order: stock back and the wallet part refunded', async () => {
    const customer = await shopper(api.app, { approved: true });
    await giveCredit(api.app, operator, customer.user.id, 900);
    const oil = await stockProduct(api.app, 'extra-virgin-olive-oil', 10, 650);
    await addToCart(api.app, customer, oil.id, 2);
    const placed = (await place(api.app, customer, { ...pickup, walletAmountMinor: 900 })).json();
    expect((await moveOrder(api.app, operator, placed.id, 'confirmed')).statusCode).toBe(200);

    const response = await moveOrder(api.app, operator, placed.id, 'cancelled', 'Out of stock');
    expect(response.statusCode).toBe(200);
    expect(response.json().history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Out of stock',
    });
    expect(await stockOf(oil.id)).toBe(10);
    const wallet = (await getAs(api.app, customer.token, '/api/me/wallet')).json();
    expect(wallet.balanceMinor).toBe(900);
    expect(wallet.items[0]).toMatchObject({
      kind: 'reversal',
      reason: 'order_refund',
      amountMinor: 900,
      orderId: placed.id,
    });
  });

  it('answers 401 anonymous and 403 customers, changing nothing', async () => {
    const customer = await shopper(api.app);
    const placed = await placedOrder(api.app, customer);
    const url = `/api/operator/orders/${placed.id}/status`;
    const anonymous = await api.app.inject({
      method: 'POST',
      url,
      payload: { status: 'confirmed' },
    });
    expect(anonymous.statusCode).toBe(401);
    const own = await api.app.inject({
      method: 'POST',
      url,
      headers: as(customer.token),
      payload: { status: 'cancelled' },
    });
    expect(own.statusCode).toBe(403);
    const [row] = await api.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.status).toBe('placed');
  });

  it('answers 404 to another store’s operator and for an unknown order', async () => {
    const customer = await shopper(api.app);
    const placed = await placedOrder(api.app, customer);
    const stranger = await otherStoresOperator();
    const theirs = await moveOrder(api.app, stranger, placed.id, 'confirmed');
    const nobodys = await moveOrder(
      api.app,
      operator,
      '8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e',
      'confirmed',
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    const [row] = await api.app.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row!.status).toBe('placed');
  });

  it.each([
    ['status', { status: 'shipped' }],
    ['status', {}],
    ['note', { status: 'confirmed', note: 'x'.repeat(201) }],
    ['extra', { status: 'confirmed', extra: true }],
  ])('refuses a bad %s, naming it', async (field, payload) => {
    const customer = await shopper(api.app);
    const placed = await placedOrder(api.app, customer);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/operator/orders/${placed.id}/status`,
      headers: as(operator),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});
