import { SEED_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { STORE_ID } from '@storefront/shared/contracts';
import { otpCodes, sessions, smsOutbox, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import { hashToken } from '../../src/lib/tokens';
import { as, build, type TestApp } from '../helper';
import { importCsv } from '../import-helpers';
import { operatorToken } from '../money-helpers';
import { multipart, PNG } from '../multipart';
import { recordResilience } from './report';

// Two APIs: one with the default session and OTP limits, and one that throttles
// sign-in after AUTH_RATE_LIMIT attempts a minute and keeps sessions for 1 day.
const LIMIT = 3;
const PASSWORD = 'a long enough password';
let api: TestApp;
let limited: TestApp;
/** scrypt is slow on purpose; accounts made here share one hash of PASSWORD. */
let passwordHash: string;
beforeAll(async () => {
  [api, limited, passwordHash] = await Promise.all([
    build(),
    build({ AUTH_RATE_LIMIT: String(LIMIT), SESSION_TTL_DAYS: '1' }),
    hashPassword(PASSWORD),
  ]);
}, 120_000);

const tally = { tried: 0, failed: 0, fiveXx: 0 };
afterAll(async () => {
  recordResilience({
    area: 'auth and session',
    check: 'expiry, log-out, log-out everywhere, parallel OTP limits, sign-in throttling',
    ...tally,
  });
  await api?.app.importQueue.idle();
  await Promise.all([api?.close(), limited?.close()]);
});

/** A test whose failure is counted in the resilience record. */
const check = (name: string, body: () => Promise<void>, timeout = 30_000) =>
  it(
    name,
    async () => {
      try {
        await body();
      } catch (error) {
        tally.failed += 1;
        throw error;
      }
    },
    timeout,
  );

/** inject, counted. */
async function hit(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  tally.tried += 1;
  if (response.statusCode >= 500) tally.fiveXx += 1;
  return response;
}

const get = (token: string, url = '/api/me', app = api.app) =>
  hit(app, { method: 'GET', url, headers: as(token) });
const post = (token: string, url: string, payload?: object, app = api.app) =>
  hit(app, { method: 'POST', url, headers: as(token), payload });

async function login(identifier: string, password: string, app = api.app): Promise<string> {
  const response = await hit(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

let accounts = 0;
/** A customer (mobile not yet verified) signed in on `devices` devices: one token each. */
async function customerOn(devices: number, app = api.app) {
  accounts += 1;
  const serial = String(accounts).padStart(5, '0');
  const user = (await app.accounts.create({
    storeId: STORE_ID,
    name: `Session Customer ${serial}`,
    email: `session${serial}@example.test`,
    mobile: `+4474019${serial}`,
    passwordHash,
  } as Parameters<typeof app.accounts.create>[0]))!;
  const tokens: string[] = [];
  while (tokens.length < devices) tokens.push(await app.accounts.startSession(user.id));
  return {
    user: { id: user.id, email: user.email!, mobile: user.mobile },
    token: tokens[0]!,
    tokens,
  };
}

const UNAUTHORIZED = { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } };

/** Every way a signed-in customer uses a token: a read, a write, a multipart upload, signing out. */
async function expectRefused(token: string) {
  const form = multipart([
    { name: 'documentType', value: 'passport' },
    { name: 'front', filename: 'front.png', contentType: 'image/png', data: PNG },
  ]);
  const attempts = [
    await get(token),
    await get(token, '/api/me/orders'),
    await hit(api.app, {
      method: 'PUT',
      url: '/api/me/cart/items/1',
      headers: as(token),
      payload: { quantity: 1 },
    }),
    await hit(api.app, {
      method: 'POST',
      url: '/api/uploaddocument',
      headers: { ...form.headers, ...as(token) },
      payload: form.payload,
    }),
    await post(token, '/api/auth/logout'),
    await post(token, '/api/auth/logout-all'),
  ];
  for (const response of attempts) {
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 401,
      body: UNAUTHORIZED,
    });
  }
}

async function expectAccepted(token: string) {
  expect((await get(token)).statusCode).toBe(200);
}

const sessionOf = async (token: string) =>
  (
    await api.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;

describe('expired sessions', () => {
  check('refuses a token whose session has expired, everywhere, and only that one', async () => {
    const customer = await customerOn(2);
    const [expired, live] = customer.tokens as [string, string];
    await api.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired)));
    await expectRefused(expired);
    await expectAccepted(live);
  });

  check('stops a token the moment its session runs out', async () => {
    const { token } = await customerOn(1);
    await api.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1500) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await expectAccepted(token);
    // Bounded: the session ends 1.5 s from now; give it at most 10 s.
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i += 1) {
      await sleep(250);
      status = (await get(token)).statusCode;
    }
    expect(status).toBe(401);
  });

  check('gives new sessions SESSION_TTL_DAYS to live', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const [user] = await limited.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, SEED_ACCOUNTS.operator.email));
    const token = await limited.app.accounts.startSession(user!.id);
    const [session] = await limited.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(Math.abs(session!.expiresAt.getTime() - (Date.now() + DAY))).toBeLessThan(60_000);
    // The default, for comparison: 30 days.
    const { token: defaultToken } = await customerOn(1);
    const defaultSession = await sessionOf(defaultToken);
    expect(Math.abs(defaultSession.expiresAt.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(
      60_000,
    );
  });

  check('refuses malformed and made-up tokens with 401, never 5xx', async () => {
    const { token } = await customerOn(1);
    const forged = [
      '',
      ' ',
      'null',
      'undefined',
      `${token} `,
      ` ${token}`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      token.slice(0, -1),
      `${token}x`,
      'x'.repeat(129),
      'x'.repeat(10_000),
      "' or 1=1 --",
      '\u0000',
    ];
    for (const value of forged) {
      const response = await hit(api.app, {
        method: 'GET',
        url: '/api/me',
        headers: { authKey: value },
      });
      expect({ value, status: response.statusCode }).toEqual({ value, status: 401 });
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });
});

describe('log-out', () => {
  check('a token stays refused after log-out, for every kind of request', async () => {
    const customer = await customerOn(3);
    const [gone, ...others] = customer.tokens as [string, ...string[]];
    expect((await post(gone, '/api/auth/logout')).statusCode).toBe(204);
    await expectRefused(gone);
    for (const token of others) await expectAccepted(token);
    // Signing in again gives a new token; the old one stays dead.
    await expectAccepted(await login(customer.user.email, PASSWORD));
    await expectRefused(gone);
  });

  check("log-out everywhere revokes every token of the account and no one else's", async () => {
    const x = await customerOn(3);
    const y = await customerOn(2);
    const operator = await operatorToken(api.app);
    // The account keeps being used on its other devices while it signs out everywhere.
    const [outcome] = await Promise.all([
      post(x.tokens[1]!, '/api/auth/logout-all'),
      ...x.tokens.flatMap((token) => Array.from({ length: 5 }, () => get(token))),
    ]);
    expect(outcome.statusCode).toBe(204);
    for (const token of x.tokens) await expectRefused(token);
    for (const token of [...y.tokens, operator]) await expectAccepted(token);
    const live = async (userId: string) =>
      (
        await api.app.db
          .select({ n: count() })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      )[0]!.n;
    expect(await live(x.user.id)).toBe(0);
    expect(await live(y.user.id)).toBe(2);
    // The account itself is fine: it can sign in again.
    await expectAccepted(await login(x.user.email, PASSWORD));
  });

  check('changing the password signs out every other device, not this one', async () => {
    const customer = await customerOn(3);
    const [current, ...others] = customer.tokens as [string, ...string[]];
    const change = await post(current, '/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'an entirely new password',
    });
    expect(change.statusCode).toBe(204);
    await expectAccepted(current);
    for (const token of others) await expectRefused(token);
  });
});

describe('OTP limits under parallel requests', () => {
  const send = (token: string) => post(token, '/api/otp/send');
  const verify = (token: string, code: string) => post(token, '/api/otp/verify', { code });
  const texts = async (mobile: string) =>
    (
      await api.app.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.mobile, mobile))
    )[0]!.n;
  const latestCode = async (mobile: string) => {
    const response = await hit(api.app, {
      method: 'GET',
      url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
    });
    return /code is (\d{6})/.exec(response.json().items[0].body)![1]!;
  };
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Moves every code of the number 61 s into the past: the resend wait is over, the hour is not. */
  const waitOutResend = (mobile: string) =>
    api.app.db
      .update(otpCodes)
      .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
      .where(eq(otpCodes.mobile, mobile));

  check(
    'sends one code per resend wait and at most 5 an hour, with 20 requests at a time',
    async () => {
      const customer = await customerOn(1);
      const rounds: string[] = [];
      for (let round = 0; round < 7; round += 1) {
        const responses = await Promise.all(Array.from({ length: 20 }, () => send(customer.token)));
        const sent = responses.filter((response) => response.statusCode === 200);
        const refused = responses.filter((response) => response.statusCode === 429);
        expect(sent.length + refused.length).toBe(20);
        const codes = new Set(refused.map((response) => response.json().error.code));
        for (const response of refused) {
          const { error } = response.json();
          const wait = Number(response.headers['retry-after']);
          expect(wait).toBeGreaterThanOrEqual(1);
          expect(wait).toBeLessThanOrEqual(error.code === 'OTP_TOO_SOON' ? 60 : 3600);
          expect(Object.keys(error).sort()).toEqual(['code', 'message']);
        }
        rounds.push(`${sent.length} sent, refused: ${[...codes].join()}`);
        await waitOutResend(customer.user.mobile);
      }
      // Once the fifth code is out, the rest of its round already meets the hourly limit.
      expect(rounds).toEqual([
        ...Array.from({ length: 4 }, () => '1 sent, refused: OTP_TOO_SOON'),
        '1 sent, refused: OTP_LIMIT',
        '0 sent, refused: OTP_LIMIT',
        '0 sent, refused: OTP_LIMIT',
      ]);
      expect(await texts(customer.user.mobile)).toBe(5);
    },
    60_000,
  );

  check(
    'counts parallel wrong codes to exactly 5 tries, after which the right one fails',
    async () => {
      const customer = await customerOn(1);
      expect((await send(customer.token)).statusCode).toBe(200);
      const code = await latestCode(customer.user.mobile);
      const responses = await Promise.all(
        Array.from({ length: 25 }, () => verify(customer.token, otherThan(code))),
      );
      const codes = responses.map((response) => response.json().error.code as string);
      expect(codes.filter((c) => c === 'OTP_WRONG').length).toBeLessThanOrEqual(4);
      expect(codes.every((c) => c === 'OTP_WRONG' || c === 'OTP_TOO_MANY_TRIES')).toBe(true);
      const [row] = await api.app.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.userId, customer.user.id));
      expect(row!.attempts).toBe(5);
      const right = await verify(customer.token, code);
      expect(right.statusCode).toBe(400);
      expect(right.json().error.code).toBe('OTP_TOO_MANY_TRIES');
    },
  );

  check('accepts the right code once when it is sent 10 times at once', async () => {
    const customer = await customerOn(1);
    expect((await send(customer.token)).statusCode).toBe(200);
    const code = await latestCode(customer.user.mobile);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => verify(customer.token, code)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 400)]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json().error.code).toBe('OTP_NOT_FOUND');
    }
  });

  check(
    'claiming an imported account: 20 parallel starts send one text, answer alike for any number, and the code is used once',
    async () => {
      const operator = await operatorToken(api.app);
      const imported = ['+447401555001', '+447401555002'];
      const summary = await importCsv(
        api.app,
        operator,
        `name,email,mobile\nIda Imported,ida@example.test,${imported[0]}\nIan Imported,ian@example.test,${imported[1]}\n`,
      );
      expect(summary.counts.created).toBe(2);
      const start = (mobile: string) =>
        hit(api.app, { method: 'POST', url: '/api/auth/claim/start', payload: { mobile } });
      const [first, second] = imported as [string, string];

      const starts = await Promise.all([
        ...Array.from({ length: 20 }, () => start(first)),
        ...Array.from({ length: 5 }, () => start('+447401555999')),
      ]);
      expect(
        new Set(starts.map((response) => `${response.statusCode} ${response.body}`)).size,
      ).toBe(1);
      expect(starts[0]!.statusCode).toBe(202);
      expect(await texts(first)).toBe(1);
      expect(await texts('+447401555999')).toBe(0);

      const complete = (mobile: string, code: string) =>
        hit(api.app, {
          method: 'POST',
          url: '/api/auth/claim/complete',
          payload: { mobile, code, password: PASSWORD },
        });
      // Wrong codes in parallel, one more than the 5 tries (each costs a password hash, so few):
      // then the right code no longer works either.
      const firstCode = await latestCode(first);
      const guesses = await Promise.all(
        Array.from({ length: 6 }, () => complete(first, otherThan(firstCode))),
      );
      expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
      expect((await complete(first, firstCode)).json().error.code).toBe('OTP_TOO_MANY_TRIES');

      // The right code 3 times at once: one claim, one token.
      expect((await start(second)).statusCode).toBe(202);
      const secondCode = await latestCode(second);
      const claims = await Promise.all(
        Array.from({ length: 3 }, () => complete(second, secondCode)),
      );
      const claimed = claims.filter((response) => response.statusCode === 200);
      expect(claimed).toHaveLength(1);
      expect(claims.filter((response) => response.statusCode === 400)).toHaveLength(2);
      await expectAccepted(claimed[0]!.json().token);
    },
    60_000,
  );
});

describe(`sign-in throttling (AUTH_RATE_LIMIT = ${LIMIT} a minute)`, () => {
  const RATE_LIMITED = {
    error: { code: 'RATE_LIMITED', message: 'Too many attempts. Wait a minute and try again.' },
  };
  const expectThrottled = (response: {
    statusCode: number;
    json(): unknown;
    headers: Record<string, unknown>;
  }) => {
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 429,
      body: RATE_LIMITED,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  check('takes the first attempts of a client, then 429s even the right password', async () => {
    const { user } = await customerOn(0, limited.app);
    const attempt = (password: string, remoteAddress: string) =>
      hit(limited.app, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { identifier: user.email, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const response = await attempt(`wrong password ${i}`, '198.51.100.1');
      statuses.push(response.statusCode);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    }
    expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 401));
    // The right password is throttled too: the limit is no hint about which guess was right.
    const right = await attempt(PASSWORD, '198.51.100.1');
    expectThrottled(right);
    expect(right.body).not.toContain('token');
    // Another client is not locked out by this one.
    expect((await attempt(PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  check(
    'checks exactly the limit, no more and no fewer, when 20 guesses arrive at once',
    async () => {
      const { user } = await customerOn(0, limited.app);
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          hit(limited.app, {
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '198.51.100.3',
            payload: { identifier: user.email, password: `wrong password ${i}` },
          }),
        ),
      );
      const checked = guesses.filter((response) => response.statusCode === 401);
      const throttled = guesses.filter((response) => response.statusCode === 429);
      // Exactly LIMIT reach the password check: a burst must not refuse its first
      // attempts either (see SnapshotLocalStore in src/lib/rate-limit-store.ts).
      expect(checked).toHaveLength(LIMIT);
      expect(checked.length + throttled.length).toBe(20);
      for (const response of checked)
        expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      for (const response of throttled) expectThrottled(response);
    },
  );

  check('throttles guesses at the current password from a signed-in session', async () => {
    const { token } = await customerOn(1, limited.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        hit(limited.app, {
          method: 'POST',
          url: '/api/me/password',
          remoteAddress: '198.51.100.4',
          headers: as(token),
          payload: { currentPassword: `guess ${i}`, newPassword: 'a brand new password' },
        }),
      ),
    );
    const checked = responses.filter((response) => response.statusCode === 400);
    const throttled = responses.filter((response) => response.statusCode === 429);
    expect(checked).toHaveLength(LIMIT);
    expect(checked.length + throttled.length).toBe(10);
    expect(throttled.length).toBeGreaterThanOrEqual(10 - LIMIT);
    for (const response of checked) expect(response.json().error.code).toBe('WRONG_PASSWORD');
    for (const response of throttled) expectThrottled(response);
  });
});
