import { count, eq, sql } from 'drizzle-orm';
import { cartItems, orders, payments, products } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, verifyMobile, type TestApp } from './helper';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const pickup = { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' };
const delivery = (addressId: string) => ({
  deliveryOption: 'delivery',
  addressId,
  paymentMethod: 'cash_on_delivery',
});
const home = {
  recipient: 'Ada Lovelace',
  line1: '12 St James’s Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  phone: '07911 123456',
};

async function shopper(verified = true) {
  const customer = await registerCustomer(api.app);
  if (verified) await verifyMobile(api.app, customer.user.id);
  return customer;
}
async function addToCart(customer: Customer, productId: number, quantity: number) {
  const response = await api.app.inject({
    method: 'PUT',
    url: `/api/me/cart/items/${productId}`,
    headers: as(customer.token),
    payload: { quantity },
  });
  expect(response.statusCode).toBe(200);
}
async function addAddress(customer: Customer) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/me/addresses',
    headers: as(customer.token),
    payload: home,
  });
  return response.json().id as string;
}
const place = (customer: Customer, payload: object) =>
  api.app.inject({
    method: 'POST',
    url: '/api/me/orders',
    headers: as(customer.token),
    payload,
  });
const get = (customer: Customer, url: string) =>
  api.app.inject({ method: 'GET', url, headers: as(customer.token) });
const ordersOf = async (customer: Customer) =>
  (
    await api.app.db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.user.id))
  )[0]!.n;
const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const cartLinesOf = (customer: Customer) =>
  api.app.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, customer.user.id))
    .orderBy(cartItems.productId);

describe('POST /api/me/orders', () => {
  it('refuses a customer whose mobile is not verified, and changes nothing', async () => {
    const customer = await shopper(false);
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10);
    await addToCart(customer, loaf.id, 2);
    const response = await place(customer, pickup);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: 'MOBILE_NOT_VERIFIED',
        message: 'Verify your mobile number before you place an order.',
      },
    });
    expect(await stockOf(loaf.id)).toBe(10);
    expect(await cartLinesOf(customer)).toEqual([{ productId: loaf.id, quantity: 2 }]);
    expect(await ordersOf(customer)).toBe(0);
  });

  it('refuses an empty cart with 409 CART_EMPTY', async () => {
    const customer = await shopper();
    const response = await place(customer, pickup);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CART_EMPTY');
    expect(await ordersOf(customer)).toBe(0);
  });

  it('places a delivery order: totals, fee, stock taken, cart emptied, history started', async () => {
    const customer = await shopper();
    const addressId = await addAddress(customer);
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10, 450);
    const milk = await stockProduct(api.app, 'semi-skimmed-milk', 20, 125);
    await addToCart(customer, milk.id, 3);
    await addToCart(customer, loaf.id, 2);

    const response = await place(customer, delivery(addressId));
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(/^CM-\d{6}$/),
      status: 'placed',
      deliveryOption: 'delivery',
      paymentMethod: 'cash_on_delivery',
      address: {
        recipient: 'Ada Lovelace',
        line1: home.line1,
        line2: '',
        city: 'London',
        postcode: 'SW1Y 4JH',
        phone: '+447911123456',
      },
      currency: 'GBP',
      subtotalMinor: 2 * 450 + 3 * 125,
      deliveryFeeMinor: 399,
      discountCode: null,
      discountMinor: 0,
      slot: null,
      totalMinor: 2 * 450 + 3 * 125 + 399,
      walletPaidMinor: 0,
      itemCount: 5,
      createdAt: expect.any(String),
      lines: expect.arrayContaining([
        {
          productId: loaf.id,
          // A product without options is listed as itself.
          listedProductId: loaf.id,
          name: 'Sourdough Loaf',
          image: loaf.image,
          unitPriceMinor: 450,
          unit: 'each',
          estimatedWeightGrams: null,
          weightGrams: null,
          vatRateBasisPoints: 0,
          quantity: 2,
          orderedQuantity: 2,
          lineTotalMinor: 900,
          discountMinor: 0,
          // No choice of its own: the order's default stands.
          substitution: null,
          substituteFor: null,
          offer: null,
        },
        expect.objectContaining({ productId: milk.id, quantity: 3, lineTotalMinor: 375 }),
      ]),
      substitutionDefault: 'similar',
      substitutionsEditable: true,
      history: [{ status: 'placed', at: expect.any(String), note: null }],
      payments: [
        {
          provider: 'manual',
          status: 'authorised',
          amountMinor: 2 * 450 + 3 * 125 + 399,
          capturedMinor: 0,
          refundedMinor: 0,
          payUrl: null,
          events: [
            {
              kind: 'authorised',
              amountMinor: 2 * 450 + 3 * 125 + 399,
              at: order.history[0].at,
              note: null,
            },
          ],
        },
      ],
      // Nothing can be reported before the order is complete.
      problemReports: [],
      problemReportUntil: null,
    });
    expect(order.lines).toHaveLength(2);
    expect(await stockOf(loaf.id)).toBe(8);
    expect(await stockOf(milk.id)).toBe(17);
    expect((await get(customer, '/api/me/cart')).json()).toMatchObject({ lines: [], itemCount: 0 });
    expect((await get(customer, `/api/me/orders/${order.id}`)).json()).toEqual(order);

    // Editing the address later leaves the order's copy alone.
    await api.app.inject({
      method: 'PUT',
      url: `/api/me/addresses/${addressId}`,
      headers: as(customer.token),
      payload: { ...home, city: 'Bath', postcode: 'BA1 1AA' },
    });
    expect((await get(customer, `/api/me/orders/${order.id}`)).json().address.city).toBe('London');
  });

  it('delivers free from £40, and pickup is always free', async () => {
    const customer = await shopper();
    const addressId = await addAddress(customer);
    const coffee = await stockProduct(api.app, 'colombian-ground-coffee', 50, 2000);
    await addToCart(customer, coffee.id, 2);
    const free = (await place(customer, delivery(addressId))).json();
    expect(free).toMatchObject({ subtotalMinor: 4000, deliveryFeeMinor: 0, totalMinor: 4000 });

    await addToCart(customer, coffee.id, 1);
    const collected = await place(customer, pickup);
    expect(collected.statusCode).toBe(201);
    expect(collected.json()).toMatchObject({
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      address: null,
      subtotalMinor: 2000,
      deliveryFeeMinor: 0,
      totalMinor: 2000,
      itemCount: 1,
    });
    // Numbers follow each other in the order they were placed.
    expect(collected.json().number > free.number).toBe(true);
  });

  it('charges the price of the moment the order is placed, not when it was added', async () => {
    const customer = await shopper();
    const tea = await stockProduct(api.app, 'english-breakfast-tea', 20, 300);
    await addToCart(customer, tea.id, 1);
    await stockProduct(api.app, 'english-breakfast-tea', 20, 350);
    const order = (await place(customer, pickup)).json();
    expect(order.lines[0]).toMatchObject({ unitPriceMinor: 350, lineTotalMinor: 350 });
    expect(order.totalMinor).toBe(350);
  });

  it.each([
    ['priceMinor', { ...pickup, priceMinor: 1 }],
    ['totalMinor', { ...pickup, totalMinor: 1 }],
    ['deliveryFeeMinor', { ...pickup, deliveryFeeMinor: 0 }],
    ['lines', { ...pickup, lines: [{ productId: 1, quantity: 1, priceMinor: 1 }] }],
    ['status', { ...pickup, status: 'completed' }],
    ['deliveryOption', { ...pickup, deliveryOption: 'drone' }],
    ['paymentMethod', { deliveryOption: 'pickup', paymentMethod: 'cash_on_delivery' }],
    ['paymentMethod', { deliveryOption: 'pickup', paymentMethod: 'card' }],
    ['addressId', { deliveryOption: 'delivery', paymentMethod: 'cash_on_delivery' }],
    ['addressId', { ...pickup, addressId: 'not-a-uuid' }],
  ])('refuses a request with a bad %s, naming it, and writes nothing', async (field, payload) => {
    const customer = await shopper();
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10);
    await addToCart(customer, loaf.id, 1);
    const response = await place(customer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(loaf.id)).toBe(10);
    expect(await cartLinesOf(customer)).toHaveLength(1);
  });

  it('answers another customer’s address exactly like a missing one, and writes nothing', async () => {
    const owner = await shopper();
    const ownersAddress = await addAddress(owner);
    const customer = await shopper();
    const loaf = await stockProduct(api.app, 'sourdough-loaf', 10);
    await addToCart(customer, loaf.id, 1);

    const theirs = await place(customer, delivery(ownersAddress));
    const nobodys = await place(customer, delivery('8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e'));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'addressId' });
    expect(await ordersOf(customer)).toBe(0);
    expect(await stockOf(loaf.id)).toBe(10);
    expect(await cartLinesOf(customer)).toHaveLength(1);
  });

  it('refuses the whole order when one line can no longer be filled, taking no stock', async () => {
    const customer = await shopper();
    const apples = await stockProduct(api.app, 'braeburn-apples', 10);
    const cake = await stockProduct(api.app, 'lemon-drizzle-cake', 5);
    expect(apples.id).toBeLessThan(cake.id);
    await addToCart(customer, apples.id, 2);
    await addToCart(customer, cake.id, 3);
    await stockProduct(api.app, 'lemon-drizzle-cake', 1);

    const response = await place(customer, pickup);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Lemon Drizzle Cake sold out while you were checking out. Only 1 left.',
      field: 'cart',
    });
    // The apples were taken first; the rollback put them back.
    expect(await stockOf(apples.id)).toBe(10);
    expect(await stockOf(cake.id)).toBe(1);
    expect(await cartLinesOf(customer)).toHaveLength(2);
    expect(await ordersOf(customer)).toBe(0);

    await stockProduct(api.app, 'lemon-drizzle-cake', 0);
    const soldOut = await place(customer, pickup);
    expect(soldOut.json().error.message).toBe('Lemon Drizzle Cake is sold out.');
  });
  it('keeps counting past CM-999999 without cutting the number', async () => {
    await api.app.db.execute(sql`alter sequence order_number_seq restart with 999999`);
    const customer = await shopper();
    const rice = await stockProduct(api.app, 'basmati-rice', 10);
    const numbers = [];
    for (let i = 0; i < 2; i += 1) {
      await addToCart(customer, rice.id, 1);
      numbers.push((await place(customer, pickup)).json().number);
    }
    expect(numbers).toEqual(['CM-999999', 'CM-1000000']);
  });
  it('gives each order and its payment an id that sorts after the last one’s', async () => {
    const customer = await shopper();
    const rice = await stockProduct(api.app, 'basmati-rice', 10);
    const orderIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await addToCart(customer, rice.id, 1);
      orderIds.push((await place(customer, pickup)).json().id);
    }
    const paymentIds = [];
    for (const orderId of orderIds) {
      const [payment] = await api.app.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      paymentIds.push(payment!.id);
    }
    // Version 7: the time it was made leads, so indexes on it grow at one end.
    const timeOrdered = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const ids of [orderIds, paymentIds]) {
      expect(ids).toEqual([expect.stringMatching(timeOrdered), expect.stringMatching(timeOrdered)]);
      expect(ids[0]! < ids[1]!).toBe(true);
    }
  });
});

describe('GET /api/me/orders and /api/me/orders/:orderId', () => {
  let customer: Customer;
  let placed: { id: string; number: string }[];
  beforeAll(async () => {
    customer = await shopper();
    const rice = await stockProduct(api.app, 'basmati-rice', 99);
    placed = [];
    for (let i = 0; i < 12; i += 1) {
      await addToCart(customer, rice.id, 1);
      placed.push((await place(customer, pickup)).json());
    }
  });

  it('pages the customer’s own orders, 10 at a time, newest first', async () => {
    const other = await shopper();
    const rice = await stockProduct(api.app, 'basmati-rice', 99);
    await addToCart(other, rice.id, 1);
    await place(other, pickup);

    const first = (await get(customer, '/api/me/orders')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    const newestFirst = [...placed].reverse().map((order) => order.id);
    expect(first.items.map((order: { id: string }) => order.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.items[0]).toEqual({
      id: placed[11]!.id,
      number: placed[11]!.number,
      status: 'placed',
      deliveryOption: 'pickup',
      paymentMethod: 'pay_at_pickup',
      currency: 'GBP',
      subtotalMinor: expect.any(Number),
      deliveryFeeMinor: 0,
      discountCode: null,
      discountMinor: 0,
      slot: null,
      totalMinor: expect.any(Number),
      walletPaidMinor: 0,
      itemCount: 1,
      createdAt: expect.any(String),
    });
    const second = (await get(customer, '/api/me/orders?page=2')).json();
    expect(second).toMatchObject({ page: 2, total: 12 });
    expect(second.items.map((order: { id: string }) => order.id)).toEqual(newestFirst.slice(10));
    // Past the end: no rows to carry the total, which is counted on its own.
    expect((await get(customer, '/api/me/orders?page=3')).json()).toMatchObject({
      items: [],
      total: 12,
    });
  });

  it('filters by status', async () => {
    await api.app.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, placed[3]!.id));
    const cancelled = (await get(customer, '/api/me/orders?status=cancelled')).json();
    expect(cancelled).toMatchObject({
      total: 1,
      items: [{ id: placed[3]!.id, status: 'cancelled' }],
    });
    expect((await get(customer, '/api/me/orders?status=placed')).json().total).toBe(11);
    expect((await get(customer, '/api/me/orders?status=completed')).json().total).toBe(0);
    expect((await get(customer, '/api/me/orders?status=placed&page=3')).json()).toMatchObject({
      items: [],
      total: 11,
    });
  });

  it.each([
    ['status', 'status=shipped'],
    ['page', 'page=0'],
    ['page', 'page=abc'],
  ])('names %s on a bad query %s', async (field, query) => {
    const response = await get(customer, `/api/me/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('answers another customer’s order exactly like a missing one', async () => {
    const intruder = await shopper();
    const theirs = await get(intruder, `/api/me/orders/${placed[0]!.id}`);
    const nobodys = await get(intruder, '/api/me/orders/8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(theirs.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    expect((await get(intruder, '/api/me/orders')).json()).toMatchObject({ items: [], total: 0 });
    const bad = await get(intruder, '/api/me/orders/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('orderId');
  });
});
