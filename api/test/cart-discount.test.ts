import type { Cart } from '@storefront/shared/contracts';
import { STORE_ID } from '@storefront/shared/contracts';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';
import { applyDiscountCode, createDiscountCode, freshCode } from './discount-helpers';
import { addToCart, getAs, operatorToken, pickup, place, shopper } from './money-helpers';

// The discount code belongs to the cart: kept with a signed-in customer's
// server cart, carried by an anonymous cart (its cookie, priced by the quote),
// and priced again in every cart answer. On whichever engine the run uses.
let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const createCode = (fields: Record<string, unknown>) =>
  createDiscountCode(api.app, operator, fields);

const applyCode = (token: string, code: string) => applyDiscountCode(api.app, token, code);

const cartOf = async (token: string) =>
  (await getAs(api.app, token, '/api/me/cart')).json() as Cart;

/** Another session of the same customer, as a second device signs in. */
async function secondDevice(email: string, password: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Rice at £5.00 a bag (pantry) and lemonade at £3.00 (drinks), with stock to spare. */
const goods = async () => ({
  rice: await stockProduct(api.app, 'basmati-rice', 500, 500),
  lemonade: await stockProduct(api.app, 'cloudy-lemonade', 500, 300),
});

describe('a discount code kept with the signed-in customer’s cart', () => {
  it('is applied once and shows on every device, priced against the cart', async () => {
    const customer = await registerCustomer(api.app, { password: 'a long enough password' });
    const { rice } = await goods();
    await addToCart(api.app, customer, rice.id, 2);
    const code = await createCode({ code: freshCode('EVERYWHERE'), percentOff: 20 });

    const applied = await applyCode(customer.token, code.code.toLowerCase());
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as Cart).discount).toEqual({
      code: code.code,
      description: '20% off',
      discountMinor: 200,
      notApplying: null,
    });

    const phone = await secondDevice(customer.user.email, 'a long enough password');
    const seen = await cartOf(phone);
    expect(seen.subtotalMinor).toBe(1000);
    expect(seen.discount).toMatchObject({ code: code.code, discountMinor: 200 });
  });

  it('says in words when a change stops it applying, takes nothing off, and applies again once the cart qualifies', async () => {
    const customer = await shopper(api.app);
    const { rice, lemonade } = await goods();
    await addToCart(api.app, customer, rice.id, 2);
    const code = await createCode({ code: freshCode('MIN10'), minSpendMinor: 1000 });
    expect((await applyCode(customer.token, code.code)).statusCode).toBe(200);

    const smaller = await api.app.inject({
      method: 'PUT',
      url: `/api/me/cart/items/${rice.id}`,
      headers: as(customer.token),
      payload: { quantity: 1 },
    });
    expect((smaller.json() as Cart).discount).toEqual({
      code: code.code,
      description: '10% off',
      discountMinor: 0,
      notApplying: `Spend £10.00 on eligible items to use ${code.code}.`,
    });
    expect((await cartOf(customer.token)).discount?.notApplying).toMatch(/^Spend £10\.00/);

    await addToCart(api.app, customer, lemonade.id, 2);
    expect((await cartOf(customer.token)).discount).toMatchObject({
      discountMinor: 110,
      notApplying: null,
    });

    const emptied = await api.app.inject({
      method: 'DELETE',
      url: `/api/me/cart/items/${lemonade.id}`,
      headers: as(customer.token),
    });
    expect((emptied.json() as Cart).discount).toMatchObject({ discountMinor: 0 });
  });

  it('refuses a code that does not apply now, keeps the one it had, and names a malformed code’s field', async () => {
    const customer = await shopper(api.app);
    const { rice } = await goods();
    await addToCart(api.app, customer, rice.id, 1);
    const kept = await createCode({ code: freshCode('KEPT') });
    await applyCode(customer.token, kept.code);

    const big = await createCode({ code: freshCode('BIG'), minSpendMinor: 5000 });
    const refused = await applyCode(customer.token, big.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'DISCOUNT_CODE_REFUSED',
      message: `Spend £50.00 on eligible items to use ${big.code}.`,
    });
    const unknown = await applyCode(customer.token, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(409);
    const malformed = await applyCode(customer.token, 'x!');
    expect([malformed.statusCode, malformed.json().error.field]).toEqual([400, 'code']);

    expect((await cartOf(customer.token)).discount?.code).toBe(kept.code);
  });

  it('comes off when the customer removes it, and when an order is placed with it', async () => {
    const customer = await shopper(api.app, { approved: true });
    const { rice } = await goods();
    await addToCart(api.app, customer, rice.id, 1);
    const code = await createCode({ code: freshCode('OFF') });

    await applyCode(customer.token, code.code);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: '/api/me/cart/discount',
      headers: as(customer.token),
    });
    expect([removed.statusCode, (removed.json() as Cart).discount]).toEqual([200, null]);

    await applyCode(customer.token, code.code);
    const placed = await place(api.app, customer, { ...pickup, discountCode: code.code });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ discountCode: code.code, discountMinor: 50 });
    expect((await cartOf(customer.token)).discount).toBeNull();
  });
});

describe('parallel changes to one cart’s code', () => {
  it('leaves exactly one code, whichever came last, with no failed request', async () => {
    const customer = await shopper(api.app);
    const { rice } = await goods();
    await addToCart(api.app, customer, rice.id, 1);
    const codes = [
      await createCode({ code: freshCode('RACE-A') }),
      await createCode({ code: freshCode('RACE-B') }),
    ];
    const merges = Array.from({ length: 4 }, () =>
      api.app.inject({
        method: 'POST',
        url: '/api/me/cart/merge',
        headers: as(customer.token),
        payload: { lines: [], discountCode: codes[0]!.code },
      }),
    );
    const applies = Array.from({ length: 10 }, (_, index) =>
      applyCode(customer.token, codes[index % 2]!.code),
    );
    const answers = await Promise.all([...merges, ...applies]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(14).fill(200));
    const { discount } = await cartOf(customer.token);
    expect(codes.map((code) => code.code)).toContain(discount?.code);
    expect(discount).toMatchObject({ discountMinor: 50, notApplying: null });
  });
});

describe('a discount code on an anonymous cart', () => {
  const quote = (body: object) =>
    api.app.inject({ method: 'POST', url: `/api/stores/${STORE_ID}/cart/quote`, payload: body });

  it('is priced by the quote against the cart’s lines, and says why when it does not apply', async () => {
    const { rice } = await goods();
    const code = await createCode({ code: freshCode('GUEST'), minSpendMinor: 1000 });

    const enough = await quote({
      lines: [{ productId: rice.id, quantity: 2 }],
      discountCode: code.code,
    });
    expect(enough.statusCode).toBe(200);
    expect((enough.json() as Cart).discount).toMatchObject({ code: code.code, discountMinor: 100 });

    const short = await quote({
      lines: [{ productId: rice.id, quantity: 1 }],
      discountCode: code.code,
    });
    expect((short.json() as Cart).discount).toMatchObject({
      discountMinor: 0,
      notApplying: `Spend £10.00 on eligible items to use ${code.code}.`,
    });

    const none = await quote({ lines: [{ productId: rice.id, quantity: 1 }] });
    expect((none.json() as Cart).discount).toBeNull();
    const malformed = await quote({ lines: [], discountCode: '!!' });
    expect([malformed.statusCode, malformed.json().error.field]).toEqual([400, 'discountCode']);
  });

  it('joins the server cart at sign-in when that has none, and leaves one it has alone', async () => {
    const { rice } = await goods();
    const guestCode = await createCode({ code: freshCode('CARRIED') });
    const merge = (token: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/me/cart/merge',
        headers: as(token),
        payload: { lines: [{ productId: rice.id, quantity: 1 }], discountCode: guestCode.code },
      });

    const fresh = await shopper(api.app);
    const merged = await merge(fresh.token);
    expect(merged.statusCode).toBe(200);
    expect((merged.json() as Cart).discount).toMatchObject({
      code: guestCode.code,
      discountMinor: 50,
    });

    const holder = await shopper(api.app);
    await addToCart(api.app, holder, rice.id, 1);
    const own = await createCode({ code: freshCode('OWN') });
    await applyCode(holder.token, own.code);
    expect((await merge(holder.token)).json().discount.code).toBe(own.code);
  });
});
