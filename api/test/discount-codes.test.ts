import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { cartItems, discountCodes, orders } from '../src/db/schema';
import { as, build, stockProduct, type TestApp } from './helper';
import { auditEntries, categoryId, operatorCall } from './catalogue-helpers';
import {
  addToCart,
  completePickup,
  getAs,
  giveCredit,
  moveOrder,
  operatorToken,
  pickup,
  place,
  shopper,
  type Customer,
} from './money-helpers';
import { applyDiscountCode, createDiscountCode, freshCode } from './discount-helpers';
import { pdfText } from './pdf-text';

// Discount codes end to end through the API, on whichever engine the run
// uses: PostgreSQL (TEST_DATABASE_URL) runs the parallel checkouts on separate
// connections, PGlite queues them on its one.
let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const createCode = (fields: Record<string, unknown>) =>
  createDiscountCode(api.app, operator, fields);

const applyCode = (customer: Customer, code: string) =>
  applyDiscountCode(api.app, customer.token, code);

/** A customer with 2 bags of rice at £5.00 (pantry, 0 % VAT) and 1 lemonade at £3.00 (drinks, 20 %). */
async function customerWithCart(options: { approved?: boolean } = {}) {
  const customer = await shopper(api.app, options);
  const rice = await stockProduct(api.app, 'basmati-rice', 500, 500);
  const lemonade = await stockProduct(api.app, 'cloudy-lemonade', 500, 300);
  await addToCart(api.app, customer, rice.id, 2);
  await addToCart(api.app, customer, lemonade.id, 1);
  return { customer, rice, lemonade };
}

describe('the operator’s discount codes', () => {
  it('creates a code, lists it with its offer, and records it in the audit log', async () => {
    const code = freshCode('TENOFF');
    const created = await createCode({
      code: code.toLowerCase(),
      minSpendMinor: 2000,
      maxUses: 50,
    });
    expect(created).toMatchObject({
      code,
      description: '10% off',
      uses: 0,
      paused: false,
      maxUses: 50,
      maxUsesPerCustomer: null,
      categories: [],
    });
    const list = (await operatorCall(api.app, operator, 'GET', '/discount-codes')).json();
    expect(list.items.map((item: { code: string }) => item.code)).toContain(code);
    const audit = await auditEntries(api.app, 'discount_code.created');
    expect(audit[0]).toMatchObject({
      summary: `${code}: 10% off (minimum £20.00, 50 uses)`,
    });
  });

  it('refuses a code the store already has, and bad input naming the field, writing nothing', async () => {
    const code = freshCode('TWICE');
    await createCode({ code });
    const again = await operatorCall(api.app, operator, 'POST', '/discount-codes', {
      code,
      kind: 'amount',
      amountOffMinor: 500,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'DISCOUNT_CODE_TAKEN', field: 'code' });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'percent' }, 'percentOff'],
      [{ kind: 'percent', percentOff: 101 }, 'percentOff'],
      [{ kind: 'amount', amountOffMinor: 0 }, 'amountOffMinor'],
      [{ kind: 'percent', percentOff: 5, endsAt: '2020-01-01T00:00:00Z' }, 'endsAt'],
      [{ kind: 'percent', percentOff: 5, maxUses: 0 }, 'maxUses'],
      [{ kind: 'percent', percentOff: 5, categoryIds: [999_999] }, 'categoryIds'],
      // Past what a serial id holds: no category, rather than a failed query (a 500).
      [{ kind: 'percent', percentOff: 5, categoryIds: [3_000_000_000] }, 'categoryIds'],
      [{ kind: 'percent', percentOff: 5, code: 'no spaces' }, 'code'],
    ];
    for (const [fields, field] of cases) {
      const bad = await operatorCall(api.app, operator, 'POST', '/discount-codes', {
        code: freshCode('BAD'),
        ...fields,
      });
      expect([bad.statusCode, bad.json().error.field]).toEqual([400, field]);
    }
    const written = await api.app.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, code));
    expect(written).toHaveLength(1);
  });

  it('pauses and resumes a code, each in the audit log, and customers cannot reach the console', async () => {
    const { customer } = await customerWithCart();
    const code = await createCode({ code: freshCode('PAUSE') });
    const paused = await operatorCall(api.app, operator, 'PATCH', `/discount-codes/${code.id}`, {
      paused: true,
    });
    expect(paused.json()).toMatchObject({ paused: true });
    expect((await applyCode(customer, code.code)).json().error.message).toBe(
      `${code.code} can’t be used at the moment.`,
    );
    await operatorCall(api.app, operator, 'PATCH', `/discount-codes/${code.id}`, { paused: false });
    expect((await applyCode(customer, code.code)).statusCode).toBe(200);
    expect((await auditEntries(api.app, 'discount_code.paused'))[0]!.summary).toBe(
      `${code.code} paused`,
    );
    expect((await auditEntries(api.app, 'discount_code.resumed'))[0]!.summary).toBe(
      `${code.code} resumed`,
    );

    const asCustomer = await api.app.inject({
      method: 'GET',
      url: '/api/operator/discount-codes',
      headers: as(customer.token),
    });
    expect(asCustomer.statusCode).toBe(403);
    const unknown = await operatorCall(
      api.app,
      operator,
      'PATCH',
      `/discount-codes/${randomUUID()}`,
      { paused: true },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a customer applying a code', () => {
  it('prices it against the cart: all goods, or only its categories', async () => {
    const { customer } = await customerWithCart();
    const everything = await createCode({ code: freshCode('ALL') });
    expect((await applyCode(customer, everything.code.toLowerCase())).json().discount).toEqual({
      code: everything.code,
      description: '10% off',
      discountMinor: 130,
      notApplying: null,
    });
    const drinks = await createCode({
      code: freshCode('DRINKS'),
      kind: 'amount',
      percentOff: null,
      amountOffMinor: 500,
      categoryIds: [await categoryId(api.app, 'drinks')],
    });
    expect((await applyCode(customer, drinks.code)).json().discount).toEqual({
      code: drinks.code,
      description: '£5.00 off drinks',
      discountMinor: 300,
      notApplying: null,
    });
  });

  it('says why a code does not apply', async () => {
    const { customer } = await customerWithCart();
    const expectRefusal = async (code: string, message: string) => {
      const response = await applyCode(customer, code);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'DISCOUNT_CODE_REFUSED',
        field: 'discountCode',
        message,
      });
    };
    await expectRefusal(
      'NO-SUCH-CODE',
      'We don’t recognise the code NO-SUCH-CODE. Check it and try again.',
    );
    const later = await createCode({ code: freshCode('LATER'), startsAt: '2099-06-01T09:00:00Z' });
    await expectRefusal(later.code, `${later.code} starts on 1 June 2099.`);
    const gone = await createCode({
      code: freshCode('GONE'),
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T12:00:00Z',
    });
    await expectRefusal(gone.code, `${gone.code} expired on 1 February 2020.`);
    const big = await createCode({ code: freshCode('BIG'), minSpendMinor: 5000 });
    await expectRefusal(big.code, `Spend £50.00 on eligible items to use ${big.code}.`);
    const bakery = await createCode({
      code: freshCode('BAKERY'),
      categoryIds: [await categoryId(api.app, 'bakery')],
    });
    await expectRefusal(bakery.code, `${bakery.code} doesn’t apply to anything in your cart.`);

    const bad = await applyCode(customer, 'x');
    expect([bad.statusCode, bad.json().error.field]).toEqual([400, 'code']);
  });

  it('places an order with the code: the discount on the order, its lines, the history and the code’s uses', async () => {
    const { customer, rice, lemonade } = await customerWithCart();
    const code = await createCode({ code: freshCode('ORDER'), percentOff: 25 });
    const response = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      subtotalMinor: 1300,
      deliveryFeeMinor: 0,
      discountCode: code.code,
      discountMinor: 325,
      totalMinor: 975,
    });
    const shares = Object.fromEntries(
      order.lines.map((line: { productId: number; discountMinor: number }) => [
        line.productId,
        line.discountMinor,
      ]),
    );
    expect(shares).toEqual({ [rice.id]: 250, [lemonade.id]: 75 });

    const history = (await getAs(api.app, customer.token, '/api/me/orders')).json();
    expect(history.items[0]).toMatchObject({ id: order.id, discountMinor: 325, totalMinor: 975 });
    const desk = await operatorCall(api.app, operator, 'GET', `/orders/${order.id}`);
    expect(desk.json()).toMatchObject({ discountCode: code.code, discountMinor: 325 });

    const uses = await operatorCall(api.app, operator, 'GET', `/discount-codes/${code.id}`);
    expect(uses.json()).toMatchObject({ uses: 1, discountGivenMinor: 325 });
    const redemptions = await operatorCall(
      api.app,
      operator,
      'GET',
      `/discount-codes/${code.id}/redemptions`,
    );
    expect(redemptions.json()).toMatchObject({
      total: 1,
      items: [{ orderId: order.id, orderNumber: order.number, discountMinor: 325 }],
    });
  });

  it('refuses the order when the code stopped applying, and writes nothing', async () => {
    const { customer } = await customerWithCart();
    const code = await createCode({ code: freshCode('STOP') });
    await operatorCall(api.app, operator, 'PATCH', `/discount-codes/${code.id}`, { paused: true });
    const response = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'DISCOUNT_CODE_REFUSED',
      field: 'discountCode',
    });
    const cart = await api.app.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, customer.user.id));
    expect(cart).toHaveLength(2);
    const placed = await api.app.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.user.id));
    expect(placed).toHaveLength(0);
  });

  it('lets a customer use a one-per-customer code once, and gives the use back when the order is cancelled', async () => {
    const code = await createCode({ code: freshCode('ONCE'), maxUsesPerCustomer: 1 });
    const { customer, rice } = await customerWithCart();
    const first = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(first.statusCode).toBe(201);

    await addToCart(api.app, customer, rice.id, 1);
    const again = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`You have already used ${code.code}.`);

    const cancelled = await moveOrder(api.app, operator, first.json().id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    const read = await operatorCall(api.app, operator, 'GET', `/discount-codes/${code.id}`);
    expect(read.json().uses).toBe(0);
    const thirdTime = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(thirdTime.statusCode).toBe(201);
  });
});

describe('stacking a code with the wallet and loyalty points', () => {
  it('takes the code off first: the wallet pays at most what is left, and points are earned on that', async () => {
    const { customer } = await customerWithCart({ approved: true });
    await giveCredit(api.app, operator, customer.user.id, 5000);
    const code = await createCode({
      code: freshCode('STACK'),
      kind: 'amount',
      percentOff: null,
      amountOffMinor: 300,
    });

    const tooMuch = await place(api.app, customer, {
      ...pickup,
      discountCode: code.code,
      walletAmountMinor: 1300,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      code: 'WALLET_EXCEEDS_TOTAL',
      field: 'walletAmountMinor',
    });

    const placed = await place(api.app, customer, {
      ...pickup,
      discountCode: code.code,
      walletAmountMinor: 1000,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      discountMinor: 300,
      totalMinor: 1000,
      walletPaidMinor: 1000,
    });
    const wallet = (await getAs(api.app, customer.token, '/api/me/wallet')).json();
    expect(wallet.balanceMinor).toBe(4000);

    await completePickup(api.app, operator, placed.json().id);
    const rewards = (await getAs(api.app, customer.token, '/api/me/rewards')).json();
    // £10.00 paid after the £3.00 discount earns 10 points, not 13.
    expect(rewards.balance).toBe(10);
  });
});

describe('the receipt of an order with a code', () => {
  it('shows the discount and takes it off the VAT of the goods it applied to', async () => {
    const { customer } = await customerWithCart();
    const code = await createCode({
      code: freshCode('FIZZ'),
      percentOff: 50,
      categoryIds: [await categoryId(api.app, 'drinks')],
    });
    const placed = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(placed.json()).toMatchObject({ discountMinor: 150, totalMinor: 1150 });
    await completePickup(api.app, operator, placed.json().id);

    const response = await getAs(
      api.app,
      customer.token,
      `/api/me/orders/${placed.json().id}/receipt`,
    );
    const text = await pdfText(response.rawPayload);
    const after = (label: string) => text[text.indexOf(label) + 1];
    expect(after(`Discount (${code.code})`)).toBe('-£1.50');
    expect(after('Total')).toBe('£11.50');
    // The lemonade's £3.00 less its £1.50 off holds 25p of VAT at 20 %.
    const summary = text.slice(text.indexOf('VAT summary'));
    const at = summary.indexOf('20%');
    expect(summary.slice(at, at + 4)).toEqual(['20%', '£1.25', '£0.25', '£1.50']);
  });
});

describe('parallel checkouts with a capped code', () => {
  it('lets exactly 3 of 10 customers use a code capped at 3 uses', async () => {
    const code = await createCode({ code: freshCode('RACE'), maxUses: 3 });
    const rice = await stockProduct(api.app, 'basmati-rice', 500, 500);
    const customers = await Promise.all(Array.from({ length: 10 }, () => shopper(api.app)));
    for (const customer of customers) await addToCart(api.app, customer, rice.id, 1);

    const responses = await Promise.all(
      customers.map((customer) => place(api.app, customer, { ...pickup, discountCode: code.code })),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect([placed.length, refused.length]).toEqual([3, 7]);
    for (const response of refused) {
      expect(response.json().error).toMatchObject({
        code: 'DISCOUNT_CODE_REFUSED',
        message: `${code.code} has been used as many times as it can be.`,
      });
    }
    const read = await operatorCall(api.app, operator, 'GET', `/discount-codes/${code.id}`);
    expect(read.json()).toMatchObject({ uses: 3, discountGivenMinor: 150 });
    const withCode = await api.app.db
      .select()
      .from(orders)
      .where(eq(orders.discountCode, code.code));
    expect(withCode).toHaveLength(3);
  }, 60_000);
});
