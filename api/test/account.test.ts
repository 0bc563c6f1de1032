import { readdir } from 'node:fs/promises';
import { and, count, eq } from 'drizzle-orm';
import {
  addresses,
  auditLog,
  cartItems,
  documents,
  favourites,
  otpCodes,
  users,
} from '../src/db/schema';
import type { LocalFileStorage } from '../src/storage/file-storage';
import { as, build, registerCustomer, stockProduct, type TestApp } from './helper';
import {
  addToCart,
  completePickup,
  giveCredit,
  operatorToken,
  placedOrder,
  savedAddress,
  shopper,
} from './money-helpers';
import { multipart, PNG } from './multipart';

const PASSWORD = 'a long enough password';

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());

const send = (method: string, url: string, token?: string, payload?: unknown) =>
  api.app.inject({
    method: method as 'GET',
    url,
    headers: token ? as(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const me = async (token: string) => (await send('GET', '/api/me', token)).json();
const userRow = async (id: string) =>
  (await api.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const login = (identifier: string, password = PASSWORD) =>
  send('POST', '/api/auth/login', undefined, { identifier, password });

const storedFiles = async () =>
  readdir((api.app.storage as LocalFileStorage).root).catch(() => [] as string[]);

let nextNumber = Math.floor(Math.random() * 90000);
/** A UK mobile no other test of this file uses (a counter: random draws could collide). */
function freshMobile(): string {
  nextNumber += 1;
  return `+447500${String(900000 + (nextNumber % 99999)).slice(-6)}`;
}

async function texts(mobile: string): Promise<string[]> {
  const response = await send('GET', `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`);
  return (response.json().items as { body: string }[]).map((item) => item.body);
}

async function codeSentTo(mobile: string): Promise<string> {
  const code = (await texts(mobile))
    .map((body) => /code is (\d{6})\./.exec(body)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`No code texted to ${mobile}`);
  return code;
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function expectError(
  response: Awaited<ReturnType<typeof send>>,
  status: number,
  error: { code?: string; field?: string },
) {
  expect({ status: response.statusCode, error: response.json().error }).toMatchObject({
    status,
    error,
  });
}

async function uploadPicture(token: string) {
  const body = multipart([
    { name: 'picture', data: PNG, filename: 'me.png', contentType: 'image/png' },
  ]);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/uploadprofilepic',
    headers: { ...body.headers, ...as(token) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { avatar: string };
}

async function uploadDocument(token: string) {
  const body = multipart([
    { name: 'documentType', value: 'passport' },
    { name: 'front', data: PNG, filename: 'front.png', contentType: 'image/png' },
  ]);
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/uploaddocument',
    headers: { ...body.headers, ...as(token) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
}

describe('changing the mobile number', () => {
  const start = (token: string | undefined, payload: unknown) =>
    send('POST', '/api/me/mobile', token, payload);
  const confirm = (token: string | undefined, payload: unknown) =>
    send('POST', '/api/me/mobile/confirm', token, payload);

  it('texts a code to the new number; the code moves the account there, verified', async () => {
    const customer = await registerCustomer(api.app);
    const newMobile = freshMobile();

    const started = await start(customer.token, { mobile: `0${newMobile.slice(3)}` });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      sentTo: `+44 ••• ••• ${newMobile.slice(-4)}`,
      expiresInSeconds: 300,
      resendInSeconds: 60,
    });
    // Nothing moves until the code comes back.
    expect((await me(customer.token)).mobile).toBe(customer.user.mobile);

    const code = await codeSentTo(newMobile);
    const confirmed = await confirm(customer.token, { mobile: newMobile, code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ mobile: newMobile, mobileVerified: true });
    expect(await me(customer.token)).toMatchObject({ mobile: newMobile, mobileVerified: true });

    // The old number hears of it, and the account signs in with the new one only.
    expect((await texts(customer.user.mobile))[0]).toMatch(
      new RegExp(`mobile number of your Corner Market account is now .*${newMobile.slice(-4)}`),
    );
    expect((await login(newMobile)).statusCode).toBe(200);
    expect((await login(customer.user.mobile)).statusCode).toBe(401);
    // The code is used up.
    expectError(await confirm(customer.token, { mobile: newMobile, code }), 400, {
      field: 'mobile',
    });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const customer = await registerCustomer(api.app);
    const codesBefore = await api.app.db.select({ n: count() }).from(otpCodes);
    expectError(await start(customer.token, {}), 400, { field: 'mobile' });
    expectError(await start(customer.token, { mobile: '12' }), 400, { field: 'mobile' });
    expectError(await start(customer.token, { mobile: '07700\u0000900123' }), 400, {
      field: 'mobile',
    });
    expectError(await start(customer.token, { mobile: freshMobile(), extra: 1 }), 400, {});
    expectError(await start(customer.token, { mobile: customer.user.mobile }), 400, {
      code: 'SAME_MOBILE',
      field: 'mobile',
    });
    expectError(await confirm(customer.token, { mobile: freshMobile(), code: '12' }), 400, {
      field: 'code',
    });
    expectError(await confirm(customer.token, { code: '123456' }), 400, { field: 'mobile' });
    expect(await api.app.db.select({ n: count() }).from(otpCodes)).toEqual(codesBefore);
    expect(await userRow(customer.user.id)).toMatchObject({ mobile: customer.user.mobile });
    expectError(await start(undefined, { mobile: freshMobile() }), 401, {});
    expectError(await confirm(undefined, { mobile: freshMobile(), code: '123456' }), 401, {});
  });

  it('takes only the newest code, for the number it was sent to', async () => {
    const customer = await registerCustomer(api.app);
    const wanted = freshMobile();
    expect((await start(customer.token, { mobile: wanted })).statusCode).toBe(200);
    const code = await codeSentTo(wanted);

    expectError(await confirm(customer.token, { mobile: wanted, code: otherThan(code) }), 400, {
      code: 'OTP_WRONG',
      field: 'code',
    });
    // The right code, claimed for some other number, moves nothing.
    expectError(await confirm(customer.token, { mobile: freshMobile(), code }), 400, {
      code: 'OTP_NOT_FOUND',
      field: 'code',
    });
    // Nor does the code verify the old number through the ordinary check.
    expectError(await send('POST', '/api/otp/verify', customer.token, { code }), 400, {
      field: 'code',
    });
    expect(await userRow(customer.user.id)).toMatchObject({
      mobile: customer.user.mobile,
      mobileVerifiedAt: null,
    });
    expect((await confirm(customer.token, { mobile: wanted, code })).statusCode).toBe(200);
  });

  it('keeps the send limits: a new code to the same number only after the wait', async () => {
    const customer = await registerCustomer(api.app);
    const wanted = freshMobile();
    expect((await start(customer.token, { mobile: wanted })).statusCode).toBe(200);
    const again = await start(customer.token, { mobile: wanted });
    expectError(again, 429, { code: 'OTP_TOO_SOON' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says another account has the number only to whoever holds the code', async () => {
    const customer = await registerCustomer(api.app);
    const other = await registerCustomer(api.app);
    expect((await start(customer.token, { mobile: other.user.mobile })).statusCode).toBe(200);
    const code = await codeSentTo(other.user.mobile);

    expectError(
      await confirm(customer.token, { mobile: other.user.mobile, code: otherThan(code) }),
      400,
      { field: 'code' },
    );
    expectError(await confirm(customer.token, { mobile: other.user.mobile, code }), 409, {
      code: 'MOBILE_TAKEN',
      field: 'mobile',
    });
    expect(await userRow(customer.user.id)).toMatchObject({ mobile: customer.user.mobile });
    expect(await userRow(other.user.id)).toMatchObject({ mobile: other.user.mobile });
  });
});

describe('DELETE /api/me/picture', () => {
  it('removes the picture and its stored file, and only the caller’s', async () => {
    const customer = await registerCustomer(api.app);
    const other = await registerCustomer(api.app);
    const { avatar } = await uploadPicture(customer.token);
    const { avatar: othersAvatar } = await uploadPicture(other.token);
    const key = avatar.replace('avatars/', '');
    expect(await storedFiles()).toContain(key);

    const removed = await send('DELETE', '/api/me/picture', customer.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: customer.user.id, avatar: null });
    expect((await me(customer.token)).avatar).toBeNull();
    expect(await storedFiles()).not.toContain(key);
    expect((await send('GET', `/api/${avatar}`)).statusCode).toBe(404);

    expect((await me(other.token)).avatar).toBe(othersAvatar);
    expect((await send('GET', `/api/${othersAvatar}`)).statusCode).toBe(200);

    // Nothing to remove is no error.
    expect((await send('DELETE', '/api/me/picture', customer.token)).json().avatar).toBeNull();
    expectError(await send('DELETE', '/api/me/picture'), 401, {});
  });
});

describe('GET /api/me/export', () => {
  it('downloads everything kept about the customer, and no secrets', async () => {
    const customer = await shopper(api.app, { name: 'Exported Customer' });
    const other = await shopper(api.app);
    await savedAddress(api.app, customer);
    const order = await placedOrder(api.app, customer);
    await completePickup(api.app, operator, order.id);
    const product = await stockProduct(api.app, 'basmati-rice', 100);
    expect((await send('PUT', `/api/me/favourites/${product.id}`, customer.token)).statusCode).toBe(
      204,
    );
    await giveCredit(api.app, operator, customer.user.id, 250);
    await uploadDocument(customer.token);
    await placedOrder(api.app, other);

    const response = await send('GET', '/api/me/export', customer.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.profile).toMatchObject({
      id: customer.user.id,
      name: 'Exported Customer',
      email: customer.user.email,
      mobile: customer.user.mobile,
      notificationPreferences: { orderUpdatesBySms: true, orderUpdatesByEmail: true },
    });
    expect(data.addresses).toEqual([expect.objectContaining({ line1: '1 High St' })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'completed',
    });
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(data.orders[0].history.map((event: { status: string }) => event.status)).toEqual([
      'placed',
      'confirmed',
      'ready_for_pickup',
      'completed',
    ]);
    expect(data.favourites).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: product.id }) }),
    ]);
    expect(data.wallet.balanceMinor).toBe(250);
    expect(data.wallet.entries).toEqual([expect.objectContaining({ amountMinor: 250 })]);
    expect(data.rewards.balance).toBe(10);
    expect(data.rewards.entries).toHaveLength(1);
    expect(data.referrals).toMatchObject({ code: customer.user.referralCode });
    expect(data.documents).toEqual([
      expect.objectContaining({ documentType: 'passport', status: 'pending' }),
    ]);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages[0]).not.toHaveProperty('lastError');

    const text = response.body;
    const row = await userRow(customer.user.id);
    expect(text).not.toContain(row.passwordHash!);
    expect(text).not.toContain(customer.token);
    expect(text).not.toMatch(/password|tokenHash|codeHash|frontKey/i);
    // Another customer's order is not in it.
    expect(text).not.toContain(other.user.id);

    expectError(await send('GET', '/api/me/export'), 401, {});
  });
});

describe('DELETE /api/me', () => {
  const remove = (token: string | undefined, payload: unknown) =>
    send('DELETE', '/api/me', token, payload);

  it('refuses a wrong or missing password, and changes nothing', async () => {
    const customer = await registerCustomer(api.app);
    await savedAddress(api.app, customer);
    expectError(await remove(customer.token, { password: 'not my password' }), 400, {
      code: 'WRONG_PASSWORD',
      field: 'password',
    });
    expectError(await remove(customer.token, {}), 400, { field: 'password' });
    expectError(await remove(customer.token, { password: 'x\u0000y' }), 400, {
      field: 'password',
    });
    expectError(await remove(undefined, { password: PASSWORD }), 401, {});

    expect(await me(customer.token)).toMatchObject({ id: customer.user.id });
    expect((await login(customer.user.email)).statusCode).toBe(200);
    expect(await userRow(customer.user.id)).toMatchObject({ deletedAt: null });
    expect(
      await api.app.db.select().from(addresses).where(eq(addresses.userId, customer.user.id)),
    ).toHaveLength(1);
  });

  it('anonymises the customer, removes what is personal, and keeps the orders', async () => {
    const customer = await shopper(api.app);
    const elsewhere = (await login(customer.user.email)).json().token as string;
    const addressId = await savedAddress(api.app, customer);
    const order = await placedOrder(api.app, customer);
    await completePickup(api.app, operator, order.id);
    const product = await stockProduct(api.app, 'basmati-rice', 100);
    await send('PUT', `/api/me/favourites/${product.id}`, customer.token);
    await addToCart(api.app, customer, product.id, 2);
    await uploadDocument(customer.token);
    const { avatar } = await uploadPicture(customer.token);
    const filesBefore = await storedFiles();
    expect(filesBefore).toContain(avatar.replace('avatars/', ''));

    const deleted = await remove(customer.token, { password: PASSWORD });
    expect(deleted.statusCode).toBe(204);

    // Every session has ended, and the old details sign nobody in.
    expectError(await send('GET', '/api/me', customer.token), 401, { code: 'UNAUTHORIZED' });
    expectError(await send('GET', '/api/me', elsewhere), 401, { code: 'UNAUTHORIZED' });
    expect((await login(customer.user.email)).statusCode).toBe(401);
    expect((await login(customer.user.mobile)).statusCode).toBe(401);

    const row = await userRow(customer.user.id);
    expect(row).toMatchObject({
      name: 'Deleted customer',
      email: null,
      passwordHash: null,
      avatarKey: null,
      mobileVerifiedAt: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.mobile).not.toBe(customer.user.mobile);
    expect(row.referralCode).not.toBe(customer.user.referralCode);
    for (const table of [addresses, favourites, cartItems, documents] as const) {
      const left = await api.app.db.select().from(table).where(eq(table.userId, customer.user.id));
      expect(left).toEqual([]);
    }
    // The picture and the document's file are gone from storage.
    const filesAfter = await storedFiles();
    expect(filesAfter.length).toBe(filesBefore.length - 2);
    expect(filesAfter).not.toContain(avatar.replace('avatars/', ''));
    expect(addressId).toBeTruthy();

    // The store still has the order, under an anonymous name.
    const seen = await send('GET', `/api/operator/orders/${order.id}`, operator);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      number: order.number,
      status: 'completed',
      totalMinor: order.totalMinor,
      customer: { id: customer.user.id, name: 'Deleted customer', email: null },
    });
    expect(seen.json().lines).toHaveLength(1);
    const [audit] = await api.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.customerId, customer.user.id), eq(auditLog.action, 'account.deleted')),
      );
    expect(audit).toMatchObject({ action: 'account.deleted', entityId: customer.user.id });

    // The e-mail and mobile may make a new account.
    const again = await send('POST', '/api/auth/register', undefined, {
      name: 'Back Again',
      email: customer.user.email,
      mobile: customer.user.mobile,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(customer.user.id);
  });

  it('waits while an order is still in progress', async () => {
    const customer = await shopper(api.app);
    await placedOrder(api.app, customer);
    expectError(await remove(customer.token, { password: PASSWORD }), 409, {
      code: 'ORDERS_IN_PROGRESS',
    });
    expect(await me(customer.token)).toMatchObject({ id: customer.user.id });
    expect(await userRow(customer.user.id)).toMatchObject({ deletedAt: null });
  });

  it('never deletes the store’s last owner', async () => {
    const response = await remove(operator, { password: 'operator-38-pass' });
    expectError(response, 409, { code: 'LAST_OWNER' });
    expect((await send('GET', '/api/me', operator)).statusCode).toBe(200);
  });
});
