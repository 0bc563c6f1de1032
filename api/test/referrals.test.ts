import { count, eq, sql } from 'drizzle-orm';
import { REFERRAL_REWARD_MINOR } from '@storefront/shared/contracts';
import { referralRewards, users } from '../src/db/schema';
import { as, build, type TestApp } from './helper';
import {
  completePickup,
  getAs,
  moveOrder,
  operatorToken,
  placedOrder,
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

const referralsOf = async (customer: Customer) =>
  (await getAs(api.app, customer.token, '/api/me/referrals')).json();
const walletOf = async (customer: Customer) =>
  (await getAs(api.app, customer.token, '/api/me/wallet')).json();
const addReferrer = (customer: Customer, code: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/me/referrer',
    headers: as(customer.token),
    payload: { code },
  });
const rewardsFor = async (customer: Customer) =>
  (
    await api.app.db
      .select({ n: count() })
      .from(referralRewards)
      .where(eq(referralRewards.referredUserId, customer.user.id))
  )[0]!.n;

describe('GET /api/me/referrals', () => {
  it('gives the customer’s code and link, with nobody referred yet', async () => {
    const customer = await shopper(api.app);
    expect(await referralsOf(customer)).toEqual({
      code: customer.user.referralCode,
      linkPath: `/register?ref=${customer.user.referralCode}`,
      rewardMinor: REFERRAL_REWARD_MINOR,
      earnedMinor: 0,
      currency: 'GBP',
      referredBy: null,
      canAddReferrer: true,
      items: [],
    });
  });

  it('lists friends who registered with the code by first name, newest first', async () => {
    const referrer = await shopper(api.app, { name: 'Ada Lovelace' });
    const first = await shopper(api.app, { ref: referrer.user.referralCode, name: 'Grace Hopper' });
    await shopper(api.app, { ref: referrer.user.referralCode.toLowerCase(), name: 'Alan Turing' });
    const referrals = await referralsOf(referrer);
    expect(referrals.items).toEqual([
      {
        friendName: 'Alan',
        joinedAt: expect.any(String),
        status: 'joined',
        rewardMinor: null,
        rewardedAt: null,
      },
      {
        friendName: 'Grace',
        joinedAt: expect.any(String),
        status: 'joined',
        rewardMinor: null,
        rewardedAt: null,
      },
    ]);
    const friendView = await referralsOf(first);
    expect(friendView).toMatchObject({ referredBy: 'Ada', canAddReferrer: false, items: [] });
  });

  it('needs sign-in', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/me/referrals' })).statusCode).toBe(
      401,
    );
  });
});

describe('the referral reward', () => {
  it('rewards both sides once the friend completes a first order, and only once', async () => {
    const referrer = await shopper(api.app, { name: 'Ada Lovelace' });
    const friend = await shopper(api.app, {
      ref: referrer.user.referralCode,
      name: 'Grace Hopper',
    });

    const first = await placedOrder(api.app, friend);
    for (const status of ['confirmed', 'ready_for_pickup']) {
      await moveOrder(api.app, operator, first.id, status);
    }
    // Not before completion.
    expect((await walletOf(referrer)).balanceMinor).toBe(0);
    expect((await walletOf(friend)).balanceMinor).toBe(0);
    expect((await moveOrder(api.app, operator, first.id, 'completed')).statusCode).toBe(200);

    const referrerWallet = await walletOf(referrer);
    expect(referrerWallet.balanceMinor).toBe(REFERRAL_REWARD_MINOR);
    expect(referrerWallet.items[0]).toMatchObject({
      kind: 'credit',
      reason: 'referral_reward',
      amountMinor: REFERRAL_REWARD_MINOR,
      description: 'Referral reward: Grace completed a first order',
      // The friend's order is theirs: the referrer's entry does not point at it.
      orderId: null,
      orderNumber: null,
    });
    const friendWallet = await walletOf(friend);
    expect(friendWallet.balanceMinor).toBe(REFERRAL_REWARD_MINOR);
    expect(friendWallet.items[0]).toMatchObject({
      reason: 'referral_reward',
      orderId: first.id,
    });
    const referrals = await referralsOf(referrer);
    expect(referrals.earnedMinor).toBe(REFERRAL_REWARD_MINOR);
    expect(referrals.items).toEqual([
      {
        friendName: 'Grace',
        joinedAt: expect.any(String),
        status: 'rewarded',
        rewardMinor: REFERRAL_REWARD_MINOR,
        rewardedAt: expect.any(String),
      },
    ]);

    const second = await placedOrder(api.app, friend);
    await completePickup(api.app, operator, second.id);
    expect((await walletOf(referrer)).balanceMinor).toBe(REFERRAL_REWARD_MINOR);
    expect((await walletOf(friend)).balanceMinor).toBe(REFERRAL_REWARD_MINOR);
    expect(await rewardsFor(friend)).toBe(1);
  });

  it('rewards nobody for a cancelled order, then rewards the first completed one', async () => {
    const referrer = await shopper(api.app);
    const friend = await shopper(api.app, { ref: referrer.user.referralCode });
    const cancelled = await placedOrder(api.app, friend);
    await moveOrder(api.app, operator, cancelled.id, 'cancelled');
    expect((await walletOf(referrer)).balanceMinor).toBe(0);
    const completed = await placedOrder(api.app, friend);
    await completePickup(api.app, operator, completed.id);
    expect((await walletOf(referrer)).balanceMinor).toBe(REFERRAL_REWARD_MINOR);
  });

  it('rewards nobody when the customer was not referred', async () => {
    const customer = await shopper(api.app);
    const order = await placedOrder(api.app, customer, { priceMinor: 500 });
    await completePickup(api.app, operator, order.id);
    expect((await walletOf(customer)).total).toBe(0);
    expect(await rewardsFor(customer)).toBe(0);
  });

  it('rewards once when two first orders complete at the same time', async () => {
    const referrer = await shopper(api.app);
    const friend = await shopper(api.app, { ref: referrer.user.referralCode });
    const a = await placedOrder(api.app, friend);
    const b = await placedOrder(api.app, friend);
    for (const status of ['confirmed', 'ready_for_pickup']) {
      await moveOrder(api.app, operator, a.id, status);
      await moveOrder(api.app, operator, b.id, status);
    }
    const responses = await Promise.all([
      moveOrder(api.app, operator, a.id, 'completed'),
      moveOrder(api.app, operator, b.id, 'completed'),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await walletOf(referrer)).balanceMinor).toBe(REFERRAL_REWARD_MINOR);
    expect((await walletOf(friend)).balanceMinor).toBe(REFERRAL_REWARD_MINOR);
    expect(await rewardsFor(friend)).toBe(1);
  }, 60_000);

  it('is one reward per referred customer in the database itself', async () => {
    const referrer = await shopper(api.app);
    const friend = await shopper(api.app, { ref: referrer.user.referralCode });
    const order = await placedOrder(api.app, friend);
    await completePickup(api.app, operator, order.id);
    await expect(
      api.app.db.insert(referralRewards).values({
        referredUserId: friend.user.id,
        referrerUserId: referrer.user.id,
        orderId: order.id,
        rewardMinor: REFERRAL_REWARD_MINOR,
      }),
    ).rejects.toThrow();
  });
});

describe('POST /api/me/referrer', () => {
  it('adds a friend’s code before the first order, in any letter case', async () => {
    const referrer = await shopper(api.app, { name: 'Ada Lovelace' });
    const late = await shopper(api.app);
    const response = await addReferrer(late, ` ${referrer.user.referralCode.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ referredBy: 'Ada', canAddReferrer: false });
    expect((await referralsOf(referrer)).items).toHaveLength(1);

    const order = await placedOrder(api.app, late);
    await completePickup(api.app, operator, order.id);
    expect((await walletOf(referrer)).balanceMinor).toBe(REFERRAL_REWARD_MINOR);
  });

  it('refuses the customer’s own code with 400 SELF_REFERRAL', async () => {
    const customer = await shopper(api.app);
    const response = await addReferrer(customer, customer.user.referralCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'SELF_REFERRAL', field: 'code' });
    expect((await referralsOf(customer)).referredBy).toBeNull();
  });

  it('refuses an unknown code with 400 REFERRAL_CODE_UNKNOWN', async () => {
    const customer = await shopper(api.app);
    const response = await addReferrer(customer, 'NOSUCHCODE');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN', field: 'code' });
  });

  it('refuses a second code with 409, keeping the first', async () => {
    const first = await shopper(api.app, { name: 'Ada One' });
    const second = await shopper(api.app, { name: 'Bea Two' });
    const customer = await shopper(api.app, { ref: first.user.referralCode });
    const response = await addReferrer(customer, second.user.referralCode);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'ALREADY_REFERRED', field: 'code' });
    expect((await referralsOf(customer)).referredBy).toBe('Ada');
  });

  it('refuses a code after the first order with 409', async () => {
    const referrer = await shopper(api.app);
    const customer = await shopper(api.app);
    await placedOrder(api.app, customer);
    expect((await referralsOf(customer)).canAddReferrer).toBe(false);
    const response = await addReferrer(customer, referrer.user.referralCode);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'REFERRAL_TOO_LATE', field: 'code' });
    expect((await referralsOf(customer)).referredBy).toBeNull();
  });

  it('refuses the code of a friend who joined with the customer’s own code', async () => {
    const referrer = await shopper(api.app);
    const friend = await shopper(api.app, { ref: referrer.user.referralCode });
    const response = await addReferrer(referrer, friend.user.referralCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'REFERRAL_CIRCULAR', field: 'code' });
  });

  it.each([[''], ['x'.repeat(33)], [42]])('refuses code %p, naming it', async (code) => {
    const customer = await shopper(api.app);
    const response = await addReferrer(customer, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
  });

  it('needs sign-in', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/me/referrer',
      payload: { code: 'ABCDEFGH' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('can never make a customer their own referrer, even in the database', async () => {
    const customer = await shopper(api.app);
    await expect(
      api.app.db
        .update(users)
        .set({ referredByUserId: sql`${users.id}` })
        .where(eq(users.id, customer.user.id)),
    ).rejects.toThrow();
  });
});
