import { count, eq } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { as, build, registerCustomer, type TestApp } from './helper';
import { signIn } from './staff-sign-in';

let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

const userCount = async () => (await api.app.db.select({ n: count() }).from(users))[0]!.n;

function register(payload: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

function login(identifier: string, password: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
}

describe('POST /api/auth/register', () => {
  it('creates a customer with an E.164 mobile, signs them in and keeps only the token hash', async () => {
    const response = await register({
      name: 'Ada Lovelace',
      email: 'Ada@Example.test',
      mobile: '07911 223344',
      password: 'analytical engine',
    });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      mobile: '+447911223344',
      role: 'customer',
      mobileVerified: false,
      documentStatus: 'none',
      addedFromCsv: false,
      avatar: null,
    });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = await api.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const [row] = await api.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  it('keeps the referrer from ?ref= with the new account', async () => {
    const friend = await registerCustomer(api.app);
    const response = await register({
      name: 'Referred',
      email: 'referred@example.test',
      mobile: '+447400556677',
      password: 'a long enough password',
      ref: friend.user.referralCode.toLowerCase(),
    });
    const [row] = await api.app.db
      .select()
      .from(users)
      .where(eq(users.id, response.json().user.id));
    expect(row!.referredByUserId).toBe(friend.user.id);
  });

  it('refuses a second account for the same e-mail or mobile without saying which', async () => {
    const existing = await registerCustomer(api.app);
    const before = await userCount();
    const sameEmail = await register({
      name: 'Copy',
      email: existing.user.email,
      mobile: '+447400998877',
      password: 'a long enough password',
    });
    const sameMobile = await register({
      name: 'Copy',
      email: 'other@example.test',
      mobile: existing.user.mobile,
      password: 'a long enough password',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameMobile.json()).toEqual(sameEmail.json());
    expect(await userCount()).toBe(before);
  });

  const valid = {
    name: 'Valid',
    email: 'valid@example.test',
    mobile: '+447911000777',
    password: 'long enough pass',
  };
  it.each([
    ['name', { name: undefined }],
    ['name', { name: 42 }],
    ['name', { name: 'x'.repeat(101) }],
    ['email', { email: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'x'.repeat(250)}@example.test` }],
    ['mobile', { mobile: undefined }],
    ['mobile', { mobile: 447911000777 }],
    ['mobile', { mobile: '12345' }],
    ['mobile', { mobile: '+44'.padEnd(40, '7') }],
    ['password', { password: undefined }],
    ['password', { password: 'short' }],
    ['password', { password: 'x'.repeat(129) }],
    ['ref', { ref: 'R'.repeat(33) }],
  ])('names the %s field on bad input %j and writes nothing', async (field, change) => {
    const before = await userCount();
    const response = await register({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(response.json().error.message).toEqual(expect.any(String));
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  beforeAll(async () => {
    customer = await registerCustomer(api.app, { password: 'the right password' });
  });

  it('signs in by e-mail, in any case', async () => {
    const response = await login(customer.user.email.toUpperCase(), 'the right password');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(customer.user.id);
  });

  it('signs in by mobile, typed the local way', async () => {
    const local = customer.user.mobile.replace('+44', '0');
    const response = await login(local, 'the right password');
    expect(response.statusCode).toBe(200);
    expect(response.json().token).not.toBe(customer.token);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrongPassword = await login(customer.user.email, 'not the password');
    const unknown = await login('nobody@example.test', 'not the password');
    const unknownMobile = await login('+447911999999', 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(unknownMobile.json()).toEqual(wrongPassword.json());
  });

  it.each([
    ['identifier', { identifier: '' }],
    ['identifier', { identifier: ['a'] }],
    ['identifier', { identifier: 'x'.repeat(255) }],
    ['password', { password: undefined }],
    ['password', { password: 'x'.repeat(129) }],
  ])('names the %s field on bad input %j', async (field, change) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: customer.user.email, password: 'the right password', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});

describe('sessions', () => {
  it('GET /api/me answers with the signed-in account, and 401 without a live token', async () => {
    const { token, user } = await registerCustomer(api.app);
    const me = await api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, mobile: user.mobile });
    for (const headers of [{}, as('not-a-real-token'), as('x'.repeat(500))]) {
      const refused = await api.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('log-out revokes the token it was sent with, and only that one', async () => {
    const { token, user } = await registerCustomer(api.app, { password: 'the right password' });
    const other = (await login(user.email, 'the right password')).json().token;
    const logout = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: as(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) })).statusCode,
    ).toBe(401);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/me', headers: as(other) })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { token } = await registerCustomer(api.app);
    await api.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/me', headers: as(token) })).statusCode,
    ).toBe(401);
  });

  it('lets the seeded operator and demo customer sign in with the README credentials', async () => {
    const operator = await signIn(api.app, 'operator@corner-market.test', 'operator-38-pass');
    expect(operator.user.role).toBe('operator');
    const demo = await login('07911 000001', 'demo-customer-pass');
    expect(demo.json().user).toMatchObject({ role: 'customer', mobileVerified: true });
  });
});

describe('rate limits', () => {
  it('throttles sign-in attempts per client', async () => {
    const limited = await build({ AUTH_RATE_LIMIT: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: 'a@b.test', password: 'x' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt()).json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
