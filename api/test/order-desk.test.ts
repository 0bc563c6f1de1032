import { eq } from 'drizzle-orm';
import { products, stores, users } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  moveOrder,
  operatorToken,
  placeForDelivery,
  placedOrder,
  savedAddress,
  shopper,
  type Customer,
} from './money-helpers';

// The operator's order desk: finding an order, and everything needed to pack
// it and hand it over.

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const get = (token: string, url: string) =>
  api.app.inject({ method: 'GET', url, headers: as(token) });

async function deliveryOrder(customer: Customer) {
  const addressId = await savedAddress(api.app, customer, {
    recipient: 'Ada Lovelace',
    line1: '12 Rose Lane',
    line2: 'Flat 3',
    city: 'Leeds',
    postcode: 'LS1 4AP',
    phone: '07400 900123',
  });
  const honey = await stockProduct(api.app, 'wildflower-honey', 40, 899);
  const loaf = await stockProduct(api.app, 'sourdough-loaf', 40, 395);
  await addToCart(api.app, customer, honey.id, 2);
  await addToCart(api.app, customer, loaf.id, 1);
  return { order: await placeForDelivery(api.app, customer, addressId), honey };
}

describe('GET /api/operator/orders/:orderId', () => {
  it('answers what to pack, where it goes, who it is for, what is due and its timeline', async () => {
    const customer = await shopper(api.app, { name: 'Ada Lovelace' });
    const { order, honey } = await deliveryOrder(customer);
    await moveOrder(api.app, operator, order.id, 'confirmed', 'Packed by Olu');

    const response = await get(operator, `/api/operator/orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'confirmed',
      deliveryOption: 'delivery',
      paymentMethod: 'cash_on_delivery',
      subtotalMinor: 2 * 899 + 395,
      deliveryFeeMinor: 399,
      totalMinor: 2 * 899 + 395 + 399,
      walletPaidMinor: 0,
      amountDueMinor: 2 * 899 + 395 + 399,
      address: {
        recipient: 'Ada Lovelace',
        line1: '12 Rose Lane',
        line2: 'Flat 3',
        city: 'Leeds',
        postcode: 'LS1 4AP',
        phone: '+447400900123',
      },
      pickupPoint: null,
      customer: {
        id: customer.user.id,
        name: 'Ada Lovelace',
        email: customer.user.email,
        mobile: customer.user.mobile,
      },
      nextStatuses: ['out_for_delivery', 'cancelled'],
    });
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines).toContainEqual({
      productId: honey.id,
      listedProductId: honey.id,
      name: honey.name,
      sku: 'WILDFLOWER-HONEY',
      categoryName: expect.any(String),
      unit: 'each',
      image: honey.image,
      unitPriceMinor: 899,
      estimatedWeightGrams: null,
      weightGrams: null,
      vatRateBasisPoints: 0,
      quantity: 2,
      orderedQuantity: 2,
      lineTotalMinor: 1798,
      discountMinor: 0,
      substitution: null,
      substituteFor: null,
      offer: null,
    });
    expect(detail.history).toEqual([
      { status: 'placed', at: expect.any(String), note: null, changedBy: null },
      {
        status: 'confirmed',
        at: expect.any(String),
        note: 'Packed by Olu',
        changedBy: { id: expect.any(String), name: 'Olu Operator', role: 'operator' },
      },
    ]);
  });

  it('names the pickup point for a pickup order, and nothing due once completed', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer, { priceMinor: 700 });
    const placed = (await get(operator, `/api/operator/orders/${order.id}`)).json();
    expect(placed).toMatchObject({
      address: null,
      pickupPoint: {
        name: 'Corner Market',
        address: '14 Station Parade, London N1 9AA',
        hours: expect.stringContaining('Mon–Sat'),
      },
      amountDueMinor: 700,
    });
    for (const status of ['confirmed', 'ready_for_pickup', 'completed']) {
      expect((await moveOrder(api.app, operator, order.id, status)).statusCode).toBe(200);
    }
    const completed = (await get(operator, `/api/operator/orders/${order.id}`)).json();
    expect(completed).toMatchObject({ status: 'completed', amountDueMinor: 0, nextStatuses: [] });
  });

  it('records who cancelled: the customer, by name', async () => {
    const customer = await shopper(api.app, { name: 'Kai Moana' });
    const order = await placedOrder(api.app, customer);
    await api.app.inject({
      method: 'POST',
      url: `/api/me/orders/${order.id}/cancel`,
      headers: as(customer.token),
    });
    const detail = (await get(operator, `/api/operator/orders/${order.id}`)).json();
    expect(detail.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled by the customer',
      changedBy: { id: customer.user.id, name: 'Kai Moana', role: 'customer' },
    });
  });

  it('keeps the lines as they were sold when the product changes later', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer, { slug: 'basmati-rice', priceMinor: 500 });
    await api.app.db
      .update(products)
      .set({ priceMinor: 999, name: 'Renamed Rice' })
      .where(eq(products.slug, 'basmati-rice'));
    const detail = (await get(operator, `/api/operator/orders/${order.id}`)).json();
    expect(detail.lines[0]).toMatchObject({ name: 'Basmati Rice 1kg', unitPriceMinor: 500 });
    expect(detail.totalMinor).toBe(500);
  });

  it('answers another store’s order, a customer’s own order and an unknown id alike: 404', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer);
    await api.app.db
      .insert(stores)
      .values({ id: 77, name: 'Far Shop', currency: 'GBP', country: 'GB', shopLink: 'far-shop' })
      .onConflictDoNothing();
    const stranger = await registerCustomer(api.app);
    await api.app.db
      .update(users)
      .set({ storeId: 77, role: 'operator', staffRole: 'owner' })
      .where(eq(users.id, stranger.user.id));

    const theirs = await get(stranger.token, `/api/operator/orders/${order.id}`);
    const missing = await get(
      stranger.token,
      '/api/operator/orders/00000000-0000-4000-8000-000000000000',
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(missing.body);
    expect((await get(customer.token, `/api/operator/orders/${order.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/operator/orders: filters and search', () => {
  let grace: Customer;
  let delivered: { id: string; number: string };
  let collected: { id: string; number: string };
  beforeAll(async () => {
    grace = await shopper(api.app, { name: 'Grace Brewster Hopper' });
    delivered = (await deliveryOrder(grace)).order;
    collected = await placedOrder(api.app, grace);
  });

  const ids = async (query: string) => {
    const response = await get(operator, `/api/operator/orders?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().items.map((order: { id: string }) => order.id) as string[];
  };

  it('filters by delivery option', async () => {
    const deliveries = await ids(`deliveryOption=delivery&customerId=${grace.user.id}`);
    expect(deliveries).toEqual([delivered.id]);
    const pickups = await ids(`deliveryOption=pickup&customerId=${grace.user.id}`);
    expect(pickups).toEqual([collected.id]);
  });

  it('finds an order by its number, with or without the CM- and the zeros', async () => {
    const digits = delivered.number.replace(/^CM-0*/, '');
    expect(await ids(`q=${delivered.number}`)).toEqual([delivered.id]);
    expect(await ids(`q=cm-${digits}`)).toEqual([delivered.id]);
    // Bare digits also match names and e-mails holding them (the test customers' do).
    expect(await ids(`q=${digits}`)).toContain(delivered.id);
  });

  it('finds a customer’s orders by name, e-mail or mobile as typed', async () => {
    const both = [collected.id, delivered.id];
    expect(await ids('q=brewster')).toEqual(both);
    expect(await ids(`q=${encodeURIComponent(grace.user.email.toUpperCase())}`)).toEqual(both);
    const national = `0${grace.user.mobile.slice(3, 7)} ${grace.user.mobile.slice(7)}`;
    expect(await ids(`q=${encodeURIComponent(national)}`)).toEqual(both);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=_')).toEqual([]);
  });

  it('refuses a search with a NUL character or an unknown filter, naming the field', async () => {
    const nul = await get(operator, '/api/operator/orders?q=a%00b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.field).toBe('q');
    const option = await get(operator, '/api/operator/orders?deliveryOption=drone');
    expect(option.statusCode).toBe(400);
    expect(option.json().error.field).toBe('deliveryOption');
  });

  it('combines the filters with the status', async () => {
    await moveOrder(api.app, operator, collected.id, 'confirmed');
    expect(await ids(`status=confirmed&customerId=${grace.user.id}`)).toEqual([collected.id]);
    expect(await ids(`status=placed&deliveryOption=pickup&customerId=${grace.user.id}`)).toEqual(
      [],
    );
  });
});
