import { count, eq } from 'drizzle-orm';
import { orderLines, orders, products } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, verifyMobile, type TestApp } from './helper';

// Checkouts that overlap in time: on PostgreSQL (TEST_DATABASE_URL) they run on
// separate connections at READ COMMITTED; on PGlite they queue on its one connection.
let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const pickup = { deliveryOption: 'pickup', paymentMethod: 'pay_at_pickup' };

/** n verified customers, each with `quantity` of the product in their cart. */
async function shoppers(n: number, productId: number, quantity: number): Promise<Customer[]> {
  const customers = await Promise.all(Array.from({ length: n }, () => registerCustomer(api.app)));
  for (const customer of customers) {
    await verifyMobile(api.app, customer.user.id);
    const added = await api.app.inject({
      method: 'PUT',
      url: `/api/me/cart/items/${productId}`,
      headers: as(customer.token),
      payload: { quantity },
    });
    expect(added.statusCode).toBe(200);
  }
  return customers;
}
const checkOutAtOnce = (customers: Customer[]) =>
  Promise.all(
    customers.map((customer) =>
      api.app.inject({
        method: 'POST',
        url: '/api/me/orders',
        headers: as(customer.token),
        payload: pickup,
      }),
    ),
  );
const stockOf = async (productId: number) =>
  (await api.app.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const ordersFor = async (productId: number) =>
  (
    await api.app.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orderLines.productId, productId))
  )[0]!.n;

describe('concurrent checkouts', () => {
  it('sells the last item exactly once when two customers check out together', async () => {
    const coffee = await stockProduct(api.app, 'cold-brew-coffee', 1);
    const customers = await shoppers(2, coffee.id, 1);

    const responses = await checkOutAtOnce(customers);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json().error).toMatchObject({ code: 'OUT_OF_STOCK', field: 'cart' });
    expect(loser.json().error.message).toMatch(/^Cold Brew Coffee 250ml /);
    expect(await stockOf(coffee.id)).toBe(0);
    expect(await ordersFor(coffee.id)).toBe(1);
  }, 60_000);

  it('lets exactly 5 of 20 customers buy a product with 5 in stock', async () => {
    const cake = await stockProduct(api.app, 'lemon-drizzle-cake', 5);
    const customers = await shoppers(20, cake.id, 1);

    const responses = await checkOutAtOnce(customers);
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect([placed.length, refused.length]).toEqual([5, 15]);
    expect(new Set(refused.map((response) => response.json().error.code))).toEqual(
      new Set(['OUT_OF_STOCK']),
    );
    expect(new Set(placed.map((response) => response.json().number)).size).toBe(5);
    expect(await stockOf(cake.id)).toBe(0);
    expect(await ordersFor(cake.id)).toBe(5);
  }, 60_000);

  it('tells the customers who lost how many are left', async () => {
    const wraps = await stockProduct(api.app, 'beeswax-food-wraps', 5);
    const customers = await shoppers(4, wraps.id, 2);

    const responses = await checkOutAtOnce(customers);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe(
        'Beeswax Food Wraps 3 Pack sold out while you were checking out. Only 1 left.',
      );
    }
    expect(await stockOf(wraps.id)).toBe(1);
  }, 60_000);

  it('places one order when the same customer submits checkout twice at once', async () => {
    const rice = await stockProduct(api.app, 'basmati-rice', 10);
    const [customer] = await shoppers(1, rice.id, 3);

    const responses = await checkOutAtOnce([customer!, customer!]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const second = responses.find((response) => response.statusCode === 409)!;
    expect(second.json().error.code).toBe('CART_EMPTY');
    expect(await stockOf(rice.id)).toBe(7);
    expect(await ordersFor(rice.id)).toBe(1);
  }, 60_000);
});
