import { count, eq } from 'drizzle-orm';
import { WALLET_PAGE_SIZE } from '@storefront/shared/contracts';
import { orders, walletEntries } from '../src/db/schema';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  getAs,
  giveCredit,
  operatorToken,
  pickup,
  place,
  shopper,
  type Customer,
} from './money-helpers';

// On PostgreSQL (TEST_DATABASE_URL) the parallel requests run on separate
// connections; on PGlite they queue on its one connection.
let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const walletOf = async (customer: Customer, page = 1) =>
  (await getAs(api.app, customer.token, `/api/me/wallet?page=${page}`)).json();
const ordersOf = async (customer: Customer) =>
  (
    await api.app.db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.user.id))
  )[0]!.n;

describe('GET /api/me/wallet', () => {
  it('starts empty, in the store’s currency', async () => {
    const customer = await shopper(api.app);
    expect(await walletOf(customer)).toEqual({
      items: [],
      page: 1,
      pageSize: WALLET_PAGE_SIZE,
      total: 0,
      balanceMinor: 0,
      currency: 'GBP',
    });
  });

  it('needs sign-in', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/me/wallet' });
    expect(response.statusCode).toBe(401);
  });

  it('lists entries newest first with the balance after each, a page at a time', async () => {
    const customer = await shopper(api.app);
    for (let i = 1; i <= WALLET_PAGE_SIZE + 2; i += 1) {
      await giveCredit(api.app, operator, customer.user.id, i * 10);
    }
    const first = await walletOf(customer);
    const total = ((WALLET_PAGE_SIZE + 2) * (WALLET_PAGE_SIZE + 3) * 10) / 2;
    expect(first.balanceMinor).toBe(total);
    expect(first.total).toBe(WALLET_PAGE_SIZE + 2);
    expect(first.items).toHaveLength(WALLET_PAGE_SIZE);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      kind: 'credit',
      reason: 'store_credit',
      amountMinor: (WALLET_PAGE_SIZE + 2) * 10,
      balanceAfterMinor: total,
      description: 'Goodwill',
      orderId: null,
      orderNumber: null,
      createdAt: expect.any(String),
    });
    expect(first.items[1].balanceAfterMinor).toBe(total - (WALLET_PAGE_SIZE + 2) * 10);
    const second = await walletOf(customer, 2);
    expect(second.items.map((entry: { amountMinor: number }) => entry.amountMinor)).toEqual([
      20, 10,
    ]);
    expect(second.items[1].balanceAfterMinor).toBe(10);
  });

  it('refuses a bad page, naming it', async () => {
    const customer = await shopper(api.app);
    const response = await getAs(api.app, customer.token, '/api/me/wallet?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'page' });
  });

  it('shows only the caller’s own entries', async () => {
    const rich = await shopper(api.app);
    const other = await shopper(api.app);
    await giveCredit(api.app, operator, rich.user.id, 5000);
    expect((await walletOf(other)).items).toEqual([]);
    expect((await walletOf(other)).balanceMinor).toBe(0);
  });
});

describe('concurrent spends', () => {
  it('lets exactly 5 of 20 parallel debits through against a balance that covers 5', async () => {
    const customer = await shopper(api.app);
    await giveCredit(api.app, operator, customer.user.id, 500);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.app.wallet.debit(customer.user.id, 100, 'order_payment', `Spend ${i}`),
      ),
    );
    expect(results.filter((result) => result.status === 'written')).toHaveLength(5);
    expect(results.filter((result) => result.status === 'insufficient')).toHaveLength(15);
    const wallet = await walletOf(customer);
    expect(wallet.balanceMinor).toBe(0);
    expect(wallet.total).toBe(6);
    // Each entry starts from the one before it: the balances after count down 400 … 0.
    const after = wallet.items
      .filter((entry: { kind: string }) => entry.kind === 'debit')
      .map((entry: { balanceAfterMinor: number }) => entry.balanceAfterMinor);
    expect(after).toEqual([0, 100, 200, 300, 400]);
  }, 60_000);
});

describe('paying at checkout with the wallet', () => {
  async function readyToPay(balanceMinor: number, priceMinor = 1200) {
    const customer = await shopper(api.app, { approved: true });
    if (balanceMinor > 0) await giveCredit(api.app, operator, customer.user.id, balanceMinor);
    const product = await stockProduct(api.app, 'sourdough-loaf', 10, priceMinor);
    await addToCart(api.app, customer, product.id, 2);
    return { customer, product };
  }

  it('pays part of the order from the wallet, in the same transaction', async () => {
    const { customer } = await readyToPay(1000);
    const response = await place(api.app, customer, { ...pickup, walletAmountMinor: 700 });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ totalMinor: 2400, walletPaidMinor: 700 });
    const wallet = await walletOf(customer);
    expect(wallet.balanceMinor).toBe(300);
    expect(wallet.items[0]).toMatchObject({
      kind: 'debit',
      reason: 'order_payment',
      amountMinor: 700,
      balanceAfterMinor: 300,
      orderId: order.id,
      orderNumber: order.number,
      description: `Paid towards order ${order.number}`,
    });
    const fetched = await getAs(api.app, customer.token, `/api/me/orders/${order.id}`);
    expect(fetched.json().walletPaidMinor).toBe(700);
    const listed = await getAs(api.app, customer.token, '/api/me/orders');
    expect(listed.json().items[0].walletPaidMinor).toBe(700);
  });

  it('pays all of the order from the wallet', async () => {
    const { customer } = await readyToPay(5000);
    const response = await place(api.app, customer, { ...pickup, walletAmountMinor: 2400 });
    expect(response.statusCode).toBe(201);
    expect(response.json().walletPaidMinor).toBe(2400);
    expect((await walletOf(customer)).balanceMinor).toBe(2600);
  });

  it('records 0 from the wallet when none is asked for', async () => {
    const { customer } = await readyToPay(1000);
    const response = await place(api.app, customer, pickup);
    expect(response.json().walletPaidMinor).toBe(0);
    expect((await walletOf(customer)).balanceMinor).toBe(1000);
  });

  it('refuses a customer without approved documents with 403, and writes nothing', async () => {
    const customer = await shopper(api.app);
    await giveCredit(api.app, operator, customer.user.id, 1000);
    const product = await stockProduct(api.app, 'sourdough-loaf', 10, 500);
    await addToCart(api.app, customer, product.id, 1);
    const response = await place(api.app, customer, { ...pickup, walletAmountMinor: 100 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'DOCUMENTS_NOT_APPROVED',
      field: 'walletAmountMinor',
    });
    expect(response.json().error.message).toMatch(/verify your documents/i);
    expect(await ordersOf(customer)).toBe(0);
    expect((await walletOf(customer)).balanceMinor).toBe(1000);
  });

  it('refuses more than the balance with 409 WALLET_INSUFFICIENT, and writes nothing', async () => {
    const { customer, product } = await readyToPay(500);
    const response = await place(api.app, customer, { ...pickup, walletAmountMinor: 501 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'WALLET_INSUFFICIENT',
      field: 'walletAmountMinor',
    });
    expect(await ordersOf(customer)).toBe(0);
    expect((await walletOf(customer)).total).toBe(1);
    const [left] = await api.app.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.user.id));
    expect(left).toBeUndefined();
    const cart = await getAs(api.app, customer.token, '/api/me/cart');
    expect(cart.json().lines).toEqual([expect.objectContaining({ productId: product.id })]);
  });

  it('refuses more than the order total with 400 naming walletAmountMinor', async () => {
    const { customer } = await readyToPay(10_000);
    const response = await place(api.app, customer, { ...pickup, walletAmountMinor: 2401 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'WALLET_EXCEEDS_TOTAL',
      field: 'walletAmountMinor',
    });
    expect(await ordersOf(customer)).toBe(0);
    expect((await walletOf(customer)).balanceMinor).toBe(10_000);
  });

  it.each([[-1], [1.5], ['100']])(
    'refuses walletAmountMinor %p, naming it',
    async (walletAmountMinor) => {
      const { customer } = await readyToPay(1000);
      const response = await place(api.app, customer, { ...pickup, walletAmountMinor });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'walletAmountMinor',
      });
      expect(await ordersOf(customer)).toBe(0);
    },
  );

  it('debits nothing when the order itself fails', async () => {
    const { customer } = await readyToPay(5000);
    await stockProduct(api.app, 'sourdough-loaf', 1);
    const response = await place(api.app, customer, { ...pickup, walletAmountMinor: 1000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('OUT_OF_STOCK');
    const wallet = await walletOf(customer);
    expect(wallet.balanceMinor).toBe(5000);
    expect(wallet.total).toBe(1);
  });

  it('never lets two checkouts spend the same balance', async () => {
    const customer = await shopper(api.app, { approved: true });
    await giveCredit(api.app, operator, customer.user.id, 1000);
    const product = await stockProduct(api.app, 'sourdough-loaf', 10, 1000);
    await addToCart(api.app, customer, product.id, 1);
    const [a, b] = await Promise.all([
      place(api.app, customer, { ...pickup, walletAmountMinor: 1000 }),
      place(api.app, customer, { ...pickup, walletAmountMinor: 1000 }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect((await walletOf(customer)).balanceMinor).toBe(0);
    const debits = await api.app.db
      .select({ n: count() })
      .from(walletEntries)
      .where(eq(walletEntries.userId, customer.user.id));
    expect(debits[0]!.n).toBe(2);
  }, 60_000);
});

describe('POST /api/operator/customers/:userId/wallet-credits', () => {
  it('credits a customer of the store with the operator’s note', async () => {
    const customer = await shopper(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/operator/customers/${customer.user.id}/wallet-credits`,
      headers: as(operator),
      payload: { amountMinor: 250, note: 'Sorry about the late delivery' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'credit',
      reason: 'store_credit',
      amountMinor: 250,
      balanceAfterMinor: 250,
      description: 'Sorry about the late delivery',
    });
    expect((await walletOf(customer)).balanceMinor).toBe(250);
  });

  it('answers 401 to anonymous callers and 403 to customers, writing nothing', async () => {
    const customer = await shopper(api.app);
    const url = `/api/operator/customers/${customer.user.id}/wallet-credits`;
    const payload = { amountMinor: 250, note: 'Free money' };
    const anonymous = await api.app.inject({ method: 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await api.app.inject({
      method: 'POST',
      url,
      headers: as(customer.token),
      payload,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await walletOf(customer)).total).toBe(0);
  });

  it('answers 404 for an unknown id and for an operator (not a customer)', async () => {
    const me = await api.app.inject({ method: 'GET', url: '/api/me', headers: as(operator) });
    for (const userId of ['8f5e2a8e-1c1b-4c55-9a64-1d2f3b4c5d6e', me.json().id]) {
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/operator/customers/${userId}/wallet-credits`,
        headers: as(operator),
        payload: { amountMinor: 250, note: 'Goodwill' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', field: 'userId' });
    }
  });

  it.each([
    ['amountMinor', { amountMinor: 0, note: 'x' }],
    ['amountMinor', { amountMinor: 100_001, note: 'x' }],
    ['note', { amountMinor: 100, note: ' ' }],
    ['extra', { amountMinor: 100, note: 'x', extra: 1 }],
  ])('refuses a bad %s, naming it, and writes nothing', async (field, payload) => {
    const customer = await registerCustomer(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: `/api/operator/customers/${customer.user.id}/wallet-credits`,
      headers: as(operator),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect((await walletOf(customer)).total).toBe(0);
  });

  it('refuses a userId that is not an id', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/operator/customers/nope/wallet-credits',
      headers: as(operator),
      payload: { amountMinor: 100, note: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('userId');
  });
});
