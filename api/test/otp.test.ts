import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { otpCodes, smsOutbox } from '../src/db/schema';
import { as, build, PRODUCTION, registerCustomer, type TestApp } from './helper';

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const send = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/otp/send', headers: as(token) });

const verify = (app: FastifyInstance, token: string, code: unknown) =>
  app.inject({ method: 'POST', url: '/api/otp/verify', headers: as(token), payload: { code } });

const outbox = (app: FastifyInstance, mobile: string) =>
  app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}` });

/** The code in the newest text to the customer's number, read the way a developer would. */
async function latestCode(app: FastifyInstance, customer: Customer): Promise<string> {
  const response = await outbox(app, customer.user.mobile);
  expect(response.statusCode).toBe(200);
  const body: string = response.json().items[0].body;
  return /code is (\d{6})\./.exec(body)![1]!;
}

/** A well-formed code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const me = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/me', headers: as(token) })).json();

describe('mobile verification with default limits', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build();
  });
  afterAll(() => api.close());

  it('texts a code that verifies the number', async () => {
    const customer = await registerCustomer(api.app);
    expect((await me(api.app, customer.token)).mobileVerified).toBe(false);

    const sent = await send(api.app, customer.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      sentTo: `+44 ••• ••• ${customer.user.mobile.slice(-4)}`,
      expiresInSeconds: 300,
      resendInSeconds: 60,
    });

    const texts = (await outbox(api.app, customer.user.mobile)).json().items;
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ mobile: customer.user.mobile });
    expect(texts[0].body).toMatch(/^Your Corner Market code is \d{6}\. It expires in 5 minutes\.$/);
    const code = await latestCode(api.app, customer);

    // Only a keyed hash of the code is kept.
    const [row] = await api.app.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, customer.user.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const verified = await verify(api.app, customer.token, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ id: customer.user.id, mobileVerified: true });
    expect((await me(api.app, customer.token)).mobileVerified).toBe(true);

    const again = await send(api.app, customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('MOBILE_ALREADY_VERIFIED');
  });

  it('accepts an empty JSON object as the send body', async () => {
    const customer = await registerCustomer(api.app);
    const sent = await api.app.inject({
      method: 'POST',
      url: '/api/otp/send',
      headers: as(customer.token),
      payload: {},
    });
    expect(sent.statusCode).toBe(200);
  });

  it('refuses a used code when it is sent again', async () => {
    const customer = await registerCustomer(api.app);
    await send(api.app, customer.token);
    const code = await latestCode(api.app, customer);
    expect((await verify(api.app, customer.token, code)).statusCode).toBe(200);

    const replayed = await verify(api.app, customer.token, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      error: { code: 'OTP_NOT_FOUND', message: 'Ask for a new code.', field: 'code' },
    });
  });

  it('answers OTP_NOT_FOUND when no code was asked for', async () => {
    const customer = await registerCustomer(api.app);
    const response = await verify(api.app, customer.token, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('OTP_NOT_FOUND');
  });

  it('counts a wrong code and says how many tries are left', async () => {
    const customer = await registerCustomer(api.app);
    await send(api.app, customer.token);
    const code = await latestCode(api.app, customer);

    const wrong = await verify(api.app, customer.token, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'OTP_WRONG', message: 'That code is not right. 4 tries left.', field: 'code' },
    });
    expect((await verify(api.app, customer.token, code)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const customer = await registerCustomer(api.app);
    await send(api.app, customer.token);
    const code = await latestCode(api.app, customer);

    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(api.app, customer.token, otherThan(code));
      expect(response.statusCode).toBe(400);
      messages.push(`${response.json().error.code}: ${response.json().error.message}`);
    }
    expect(messages).toEqual([
      'OTP_WRONG: That code is not right. 4 tries left.',
      'OTP_WRONG: That code is not right. 3 tries left.',
      'OTP_WRONG: That code is not right. 2 tries left.',
      'OTP_WRONG: That code is not right. 1 try left.',
      'OTP_TOO_MANY_TRIES: Too many wrong tries. Ask for a new code.',
    ]);

    const right = await verify(api.app, customer.token, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toMatchObject({ code: 'OTP_TOO_MANY_TRIES', field: 'code' });
    expect((await me(api.app, customer.token)).mobileVerified).toBe(false);
  });

  it('never lets parallel wrong guesses past the limit', async () => {
    const customer = await registerCustomer(api.app);
    await send(api.app, customer.token);
    const code = await latestCode(api.app, customer);

    const responses = await Promise.all(
      Array.from({ length: 12 }, () => verify(api.app, customer.token, otherThan(code))),
    );
    const codes = responses.map((response) => response.json().error.code);
    expect(codes.filter((c) => c === 'OTP_WRONG')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_TOO_MANY_TRIES')).toHaveLength(8);
    const [row] = await api.app.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, customer.user.id));
    expect(row!.attempts).toBe(5);
  });

  it('asks the customer to wait before a new code, with Retry-After', async () => {
    const customer = await registerCustomer(api.app);
    expect((await send(api.app, customer.token)).statusCode).toBe(200);

    const tooSoon = await send(api.app, customer.token);
    expect(tooSoon.statusCode).toBe(429);
    const { error } = tooSoon.json();
    expect(error.code).toBe('OTP_TOO_SOON');
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Wait ${wait} seconds before asking for a new code.`);
    expect((await outbox(api.app, customer.user.mobile)).json().items).toHaveLength(1);
  });

  it.each([
    ['five digits', '12345'],
    ['letters', 'abcdef'],
    ['seven digits', '1234567'],
    ['a number', 1234567],
    ['a six-digit number', 123456],
    ['nothing', ''],
  ])('refuses %s as a code, naming the field', async (_label, code) => {
    const customer = await registerCustomer(api.app);
    const response = await verify(api.app, customer.token, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'code' });
  });

  it('refuses a verify body with other fields', async () => {
    const customer = await registerCustomer(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      headers: as(customer.token),
      payload: { code: '123456', userId: customer.user.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('userId');
  });

  it('needs a signed-in customer', async () => {
    const sent = await api.app.inject({ method: 'POST', url: '/api/otp/send' });
    expect(sent.statusCode).toBe(401);
    const verified = await api.app.inject({
      method: 'POST',
      url: '/api/otp/verify',
      payload: { code: '123456' },
    });
    expect(verified.statusCode).toBe(401);
  });

  it('lists the outbox newest first and checks the number', async () => {
    const customer = await registerCustomer(api.app);
    await send(api.app, customer.token);
    // An unencoded '+' arrives as a space and is still read as the number.
    const raw = await api.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?mobile=${customer.user.mobile}`,
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json().items).toHaveLength(1);
    expect(raw.json().items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const bad = await outbox(api.app, 'not a number');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'mobile' });
    const missing = await api.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('mobile');
  });

  it('documents the OTP and outbox routes', async () => {
    const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/otp/send'].post).toMatchObject({
      tags: ['verification'],
      security: [{ authKey: [] }],
    });
    expect(Object.keys(document.paths['/api/otp/send'].post.responses)).toEqual(
      expect.arrayContaining(['200', '409', '429']),
    );
    expect(document.paths['/api/otp/verify'].post.summary).toBeTruthy();
    expect(document.paths['/api/dev/outbox'].get.tags).toEqual(['dev']);
  });
});

describe('mobile verification with no wait between sends', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build({ OTP_RESEND_SECONDS: '0' });
  });
  afterAll(() => api.close());

  const sendsTo = async (mobile: string) =>
    (await api.app.db.select({ n: count() }).from(otpCodes).where(eq(otpCodes.mobile, mobile)))[0]!
      .n;

  it('sends at most 5 codes to a number in an hour', async () => {
    const customer = await registerCustomer(api.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await send(api.app, customer.token)).statusCode).toBe(200);
    }
    const sixth = await send(api.app, customer.token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: {
        code: 'OTP_LIMIT',
        message: 'You have asked for 5 codes in the last hour. Try again later.',
      },
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await sendsTo(customer.user.mobile)).toBe(5);
  });

  it('holds the hourly limit when 10 sends arrive at once', async () => {
    const customer = await registerCustomer(api.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => send(api.app, customer.token)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    for (const refused of responses.filter((response) => response.statusCode === 429)) {
      expect(refused.json().error.code).toBe('OTP_LIMIT');
    }
    expect(await sendsTo(customer.user.mobile)).toBe(5);
    const [texts] = await api.app.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, customer.user.mobile));
    expect(texts!.n).toBe(5);
  }, 60_000);

  it('makes older codes stop working when a new one is sent', async () => {
    const customer = await registerCustomer(api.app);
    await send(api.app, customer.token);
    const first = await latestCode(api.app, customer);
    let second = first;
    while (second === first) {
      await send(api.app, customer.token);
      second = await latestCode(api.app, customer);
    }
    const old = await verify(api.app, customer.token, first);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('OTP_WRONG');
    expect((await verify(api.app, customer.token, second)).statusCode).toBe(200);
  });

  it("refuses another customer's code as wrong", async () => {
    const ana = await registerCustomer(api.app);
    const ben = await registerCustomer(api.app);
    await send(api.app, ana.token);
    await send(api.app, ben.token);
    const anaCode = await latestCode(api.app, ana);
    while ((await latestCode(api.app, ben)) === anaCode) await send(api.app, ben.token);

    const stolen = await verify(api.app, ben.token, anaCode);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toMatchObject({ code: 'OTP_WRONG', field: 'code' });
    expect((await me(api.app, ben.token)).mobileVerified).toBe(false);
    expect((await verify(api.app, ana.token, anaCode)).statusCode).toBe(200);
  });
});

describe('mobile verification with a one-second code', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build({ OTP_TTL_SECONDS: '1' });
  });
  afterAll(() => api.close());

  it('refuses an expired code', async () => {
    const customer = await registerCustomer(api.app);
    const sent = await send(api.app, customer.token);
    expect(sent.json().expiresInSeconds).toBe(1);
    const texts = (await outbox(api.app, customer.user.mobile)).json().items;
    expect(texts[0].body).toMatch(/It expires in 1 second\.$/);
    const code = await latestCode(api.app, customer);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const expired = await verify(api.app, customer.token, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      error: {
        code: 'OTP_EXPIRED',
        message: 'That code has expired. Ask for a new one.',
        field: 'code',
      },
    });
    expect((await me(api.app, customer.token)).mobileVerified).toBe(false);
  });
});

describe('the outbox in production', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build(PRODUCTION);
  });
  afterAll(() => api.close());

  it('does not exist', async () => {
    const customer = await registerCustomer(api.app);
    expect((await send(api.app, customer.token)).statusCode).toBe(200);
    const response = await outbox(api.app, customer.user.mobile);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/dev/outbox.' },
    });
  });
});
