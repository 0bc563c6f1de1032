import { as, build, type TestApp } from './helper';
import {
  approveDocuments,
  completePickup,
  getAs,
  moveOrder,
  operatorToken,
  placedOrder,
  shopper,
  type Customer,
} from './money-helpers';

// On PostgreSQL (TEST_DATABASE_URL) the parallel redemptions run on separate
// connections; on PGlite they queue on its one connection.
let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const rewardsOf = async (customer: Customer, query = '') =>
  (await getAs(api.app, customer.token, `/api/me/rewards${query}`)).json();
const redeem = (customer: Customer, points: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/me/rewards/redeem',
    headers: as(customer.token),
    payload: { points },
  });
const walletOf = async (customer: Customer) =>
  (await getAs(api.app, customer.token, '/api/me/wallet')).json();

/** A customer who has earned `points` from one completed order. */
async function earner(points: number, approved = true) {
  const customer = await shopper(api.app, { approved });
  const order = await placedOrder(api.app, customer, { priceMinor: points * 100 + 99 });
  await completePickup(api.app, operator, order.id);
  return { customer, order };
}

describe('earning points', () => {
  it('starts at nothing', async () => {
    const customer = await shopper(api.app);
    expect(await rewardsOf(customer)).toEqual({
      items: [],
      page: 1,
      pageSize: expect.any(Number),
      total: 0,
      balance: 0,
      redeemableMinor: 0,
      currency: 'GBP',
    });
  });

  it('earns 1 point per whole currency unit when the order is completed, not before', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer, { priceMinor: 1299, quantity: 2 });
    expect(order.totalMinor).toBe(2598);
    for (const status of ['confirmed', 'ready_for_pickup']) {
      expect((await moveOrder(api.app, operator, order.id, status)).statusCode).toBe(200);
      expect((await rewardsOf(customer)).balance).toBe(0);
    }
    expect((await moveOrder(api.app, operator, order.id, 'completed')).statusCode).toBe(200);
    const rewards = await rewardsOf(customer);
    expect(rewards.balance).toBe(25);
    expect(rewards.redeemableMinor).toBe(0);
    expect(rewards.items).toEqual([
      {
        id: expect.any(String),
        kind: 'earned',
        points: 25,
        balanceAfter: 25,
        description: `Earned on order ${order.number}`,
        orderId: order.id,
        orderNumber: order.number,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('earns nothing on a cancelled order', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer, { priceMinor: 5000 });
    expect((await moveOrder(api.app, operator, order.id, 'cancelled')).statusCode).toBe(200);
    expect((await rewardsOf(customer)).balance).toBe(0);
  });

  it('shows only the caller’s own points', async () => {
    await earner(300);
    const other = await shopper(api.app);
    expect((await rewardsOf(other)).items).toEqual([]);
  });

  it('refuses a bad page and anonymous callers', async () => {
    const customer = await shopper(api.app);
    const bad = await getAs(api.app, customer.token, '/api/me/rewards?page=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('page');
    expect((await api.app.inject({ method: 'GET', url: '/api/me/rewards' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/rewards/redeem', () => {
  it('turns 100 points into 1 unit of wallet credit, in one go', async () => {
    const { customer } = await earner(350);
    const response = await redeem(customer, 300);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pointsBalance: 50,
      walletBalanceMinor: 300,
      creditedMinor: 300,
    });
    const rewards = await rewardsOf(customer);
    expect(rewards.balance).toBe(50);
    expect(rewards.items[0]).toMatchObject({
      kind: 'redeemed',
      points: -300,
      balanceAfter: 50,
      orderId: null,
    });
    const wallet = await walletOf(customer);
    expect(wallet.balanceMinor).toBe(300);
    expect(wallet.items[0]).toMatchObject({
      kind: 'credit',
      reason: 'reward_redemption',
      amountMinor: 300,
    });
  });

  it('needs approved documents: 403 DOCUMENTS_NOT_APPROVED, nothing written', async () => {
    const { customer } = await earner(200, false);
    const response = await redeem(customer, 100);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('DOCUMENTS_NOT_APPROVED');
    expect(response.json().error.message).toMatch(/verify your documents/i);
    expect((await rewardsOf(customer)).balance).toBe(200);
    expect((await walletOf(customer)).total).toBe(0);

    await approveDocuments(api.app, customer.user.id);
    expect((await redeem(customer, 100)).statusCode).toBe(200);
  });

  it('refuses more points than the balance with 409 POINTS_INSUFFICIENT', async () => {
    const { customer } = await earner(150);
    const response = await redeem(customer, 200);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'POINTS_INSUFFICIENT', field: 'points' });
    expect((await rewardsOf(customer)).balance).toBe(150);
    expect((await walletOf(customer)).total).toBe(0);
  });

  it.each([[50], [150], [0], [-100], ['100'], [100.5]])(
    'refuses points %p, naming the field',
    async (points) => {
      const { customer } = await earner(500);
      const response = await redeem(customer, points);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'points' });
      expect((await rewardsOf(customer)).balance).toBe(500);
    },
  );

  it('never goes below zero: 20 parallel redemptions of 100 from 500 → exactly 5', async () => {
    const { customer } = await earner(500);
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeem(customer, 100)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    const rewards = await rewardsOf(customer);
    expect(rewards.balance).toBe(0);
    expect(rewards.total).toBe(6);
    expect((await walletOf(customer)).balanceMinor).toBe(500);
  }, 60_000);

  it('needs sign-in', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/me/rewards/redeem',
      payload: { points: 100 },
    });
    expect(response.statusCode).toBe(401);
  });
});
