import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { STORE_ID } from '@storefront/shared/contracts';
import { loadConfig } from '../src/config';
import { emailOutbox, notifications, smsOutbox, users } from '../src/db/schema';
import * as password from '../src/lib/password';
import { memorySignInBackoff } from '../src/lib/sign-in-backoff';
import { build, buildPair, fakeOnly, testRedisUrl, type TestApp, type TestPair } from './helper';

// Wrong passwords for one account pause its sign-in from every client, with a
// pause that doubles. The per-client limit (AUTH_RATE_LIMIT) is a separate,
// unchanged rule, kept out of the way here by giving each attempt its own address.

jest.setTimeout(90_000);

// The real check, watched: a paused sign-in must not check the password at all.
jest.mock('../src/lib/password', () => {
  const actual = jest.requireActual<typeof import('../src/lib/password')>('../src/lib/password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

const AFTER = 3;
const SETTINGS = { SIGN_IN_BACKOFF_AFTER: String(AFTER), SIGN_IN_BACKOFF_MAX_SECONDS: '60' };
const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'a brand new password';
const PAUSED_1S = {
  error: {
    code: 'SIGN_IN_PAUSED',
    message:
      'Too many wrong passwords: signing in to this account is paused. Try again in 1 second, ' +
      'or set a new password with “Forgot password?”.',
  },
};

/** scrypt is slow on purpose: every account made here shares one hash of PASSWORD. */
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await password.hashPassword(PASSWORD);
});

let accounts = 0;
async function customer(app: FastifyInstance) {
  accounts += 1;
  const serial = String(accounts).padStart(5, '0');
  const user = (await app.accounts.create({
    storeId: STORE_ID,
    name: `Backoff Customer ${serial}`,
    email: `backoff${serial}@example.test`,
    mobile: `+4474017${serial}`,
    passwordHash,
  } as Parameters<typeof app.accounts.create>[0]))!;
  return { id: user.id, email: user.email!, mobile: user.mobile };
}

let clients = 0;
/** A sign-in from an address no other attempt used. */
function signIn(app: FastifyInstance, identifier: string, secret: string) {
  clients += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.${clients >> 16}.${(clients >> 8) & 255}.${clients & 255}`,
    payload: { identifier, password: secret },
  });
}

/** Wrong passwords sent at once, each from a client of its own. */
const wrongFromMany = (app: FastifyInstance, identifier: string, count = AFTER) =>
  Promise.all(Array.from({ length: count }, (_, i) => signIn(app, identifier, `wrong ${i}`)));

const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  retryAfter: response.headers['retry-after'],
  body: response.json(),
});

const tally = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

const pauseMessages = (app: FastifyInstance, userId: string) =>
  app.db
    .select({ channel: notifications.channel })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.topic, 'sign_in_paused')));

async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const found = await read();
    if (found !== undefined) return found;
    await sleep(25);
  }
  throw new Error('Nothing arrived');
}

/** UK numbers sign in as dialled at home too: 07401 7… for +44 7401 7…. */
const dialledAtHome = (mobile: string) => `0${mobile.slice(3)}`;

describe('the pause curve', () => {
  it('is 1 s after the fifth wrong password by default, doubling to 15 minutes, forgotten after', async () => {
    const config = loadConfig({});
    const rules = {
      after: config.SIGN_IN_BACKOFF_AFTER,
      maxPauseMs: config.SIGN_IN_BACKOFF_MAX_SECONDS * 1000,
    };
    expect(rules).toEqual({ after: 5, maxPauseMs: 900_000 });
    let now = 1_000_000;
    const backoff = memorySignInBackoff(rules, () => now);
    const pauses: number[] = [];
    for (let count = 1; count <= 16; count += 1) {
      const attempt = await backoff.attempt('account:a');
      // Only the fifth starts a pause where there was none: the owner is told then.
      expect(attempt).toEqual({ status: 'counted', count, firstPause: count === 5 });
      now += 1500; // the password check
      await backoff.failed('account:a', count);
      if (count < 5) continue;
      const refused = await backoff.attempt('account:a');
      if (refused.status !== 'paused') throw new Error(`no pause after ${count} wrong passwords`);
      pauses.push(refused.retryAfterMs / 1000);
      now += refused.retryAfterMs;
    }
    expect(pauses).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // Another account is counted apart.
    expect(await backoff.attempt('account:b')).toMatchObject({ status: 'counted', count: 1 });
    // 15 minutes after the last pause ends without a wrong password, the row is forgotten.
    now += 900_000;
    expect(await backoff.attempt('account:a')).toMatchObject({ status: 'counted', count: 1 });
  });
});

// Without Redis the count lives in this process. The clock (Date only: timers
// run as usual) stands still unless a test moves it, so a pause lasts exactly
// until then, however slow each password check is on a busy machine.
describe(`sign-in paused after ${AFTER} wrong passwords for one account, in memory`, () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await build({ ...SETTINGS, OTP_RESEND_SECONDS: '0' });
  }, 120_000);
  afterAll(() => api?.close());
  beforeEach(() => {
    fakeOnly(['Date'], Date.now());
  });
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => jest.setSystemTime(Date.now() + ms);

  it('pauses the account from every client, checks no password while paused, and lets the owner in after', async () => {
    const owner = await customer(api.app);
    // One account, however it is written: e-mail in capitals, the number as dialled at home, E.164.
    const wrong = await Promise.all([
      signIn(api.app, owner.email.toUpperCase(), 'wrong 1'),
      signIn(api.app, dialledAtHome(owner.mobile), 'wrong 2'),
      signIn(api.app, owner.mobile, 'wrong 3'),
    ]);
    expect(wrong.map((response) => response.json().error.code)).toEqual(
      Array.from({ length: AFTER }, () => 'INVALID_CREDENTIALS'),
    );

    const verify = jest.mocked(password.verifyPassword);
    verify.mockClear();
    const paused = await signIn(api.app, owner.email, PASSWORD);
    expect(answer(paused)).toEqual({ status: 429, retryAfter: '1', body: PAUSED_1S });
    expect(paused.body).not.toContain('token');
    advance(999);
    expect((await signIn(api.app, owner.mobile, PASSWORD)).statusCode).toBe(429);
    expect(verify).not.toHaveBeenCalled();

    advance(1);
    expect((await signIn(api.app, owner.email, PASSWORD)).statusCode).toBe(200);
    // The sign-in cleared the count: a wrong password now is the first of a new row.
    expect((await signIn(api.app, owner.email, 'wrong 4')).statusCode).toBe(401);
    expect((await signIn(api.app, owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers an identifier with no account exactly as one with an account', async () => {
    const owner = await customer(api.app);
    const identifiers = [owner.email, 'nobody-here@example.test', '+447401799999'];
    const answers = await Promise.all(
      identifiers.map(async (identifier) => {
        const wrong = await wrongFromMany(api.app, identifier);
        const paused = await signIn(api.app, identifier, PASSWORD);
        return [...wrong, paused].map(answer);
      }),
    );
    expect(answers[0]!.at(-1)).toEqual({ status: 429, retryAfter: '1', body: PAUSED_1S });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('tells the owner once, by e-mail and text, when the pause begins, not at each wrong password', async () => {
    const owner = await customer(api.app);
    await wrongFromMany(api.app, owner.email);
    expect(await pauseMessages(api.app, owner.id)).toHaveLength(2);

    // Paused: refused, not counted. Then a wrong password doubles the pause, and tells nobody.
    expect((await signIn(api.app, owner.email, 'wrong while paused')).statusCode).toBe(429);
    advance(1000);
    expect((await signIn(api.app, owner.email, 'wrong 4')).statusCode).toBe(401);
    const longer = await signIn(api.app, owner.email, PASSWORD);
    expect(answer(longer)).toMatchObject({ status: 429, retryAfter: '2' });
    expect(longer.json().error.message).toContain('Try again in 2 seconds');
    expect(
      (await pauseMessages(api.app, owner.id)).map((message) => message.channel).sort(),
    ).toEqual(['email', 'sms']);

    await api.app.notificationDispatcher.flush();
    const [email] = await api.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, owner.email));
    expect(email!.subject).toBe('Corner Market: Signing in to your account was paused');
    expect(email!.body).toContain(
      'Signing in to your account was paused after several wrong passwords. If this was not ' +
        'you, set a new password now: it also lifts the pause.',
    );
    expect(email!.body).toContain('http://localhost:8080/forgot-password');
  });

  it('lifts the pause when a new password is set, by the e-mailed link or by the texted code', async () => {
    const owner = await customer(api.app);
    const post = (url: string, payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/auth/password-reset${url}`, payload });

    await wrongFromMany(api.app, owner.email);
    expect((await signIn(api.app, owner.email, PASSWORD)).statusCode).toBe(429);
    await post('', { identifier: owner.email });
    const token = await eventually(async () => {
      const [email] = await api.app.db
        .select({ body: emailOutbox.body })
        .from(emailOutbox)
        .where(eq(emailOutbox.recipient, owner.email))
        .orderBy(desc(emailOutbox.id));
      return /reset-password\?token=(\S+)/.exec(email?.body ?? '')?.[1];
    });
    expect((await post('/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    // The clock has not moved: only the reset can have lifted the pause.
    expect((await signIn(api.app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);

    await wrongFromMany(api.app, owner.mobile);
    expect((await signIn(api.app, owner.mobile, NEW_PASSWORD)).statusCode).toBe(429);
    await post('', { identifier: owner.mobile });
    const code = await eventually(async () => {
      const [text] = await api.app.db
        .select({ body: smsOutbox.body })
        .from(smsOutbox)
        .where(eq(smsOutbox.mobile, owner.mobile))
        .orderBy(desc(smsOutbox.id));
      return /code is (\d{6})\. Use it to set a new password/.exec(text?.body ?? '')?.[1];
    });
    const newest = 'the newest password';
    const confirmed = await post('/confirm', { mobile: owner.mobile, code, password: newest });
    expect(confirmed.statusCode).toBe(204);
    expect((await signIn(api.app, dialledAtHome(owner.mobile), newest)).statusCode).toBe(200);
  });

  it('checks exactly 3 of 20 wrong passwords sent at once from 20 clients, and counts exactly 3', async () => {
    const owner = await customer(api.app);
    const burst = await wrongFromMany(api.app, owner.email, 20);
    expect(tally(burst)).toEqual({ 401: AFTER, 429: 20 - AFTER });
    expect(await pauseMessages(api.app, owner.id)).toHaveLength(2);
    // Counted 3, not more: the next wrong password, the fourth, pauses for 2 s (a fifth: 4 s).
    advance(1000);
    expect((await signIn(api.app, owner.email, 'wrong 4')).statusCode).toBe(401);
    expect((await signIn(api.app, owner.email, PASSWORD)).headers['retry-after']).toBe('2');
  });
});

// With REDIS_URL every instance reads one count per account, kept in Redis
// and timed by Redis's clock, so real seconds pass here.
describe('sign-in pauses shared through Redis by two instances', () => {
  const redisUrl = testRedisUrl();
  const keyPrefix = `test-${randomBytes(4).toString('hex')}:`;
  let pair: TestPair;
  beforeAll(async () => {
    pair = await buildPair({ ...SETTINGS, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix });
  }, 120_000);
  afterAll(() => pair?.close());

  /** An account both instances know by one id, as a shared database has it. */
  async function sharedCustomer() {
    const owner = await customer(pair.first);
    if (!pair.sharedDatabase) {
      const [row] = await pair.first.db.select().from(users).where(eq(users.id, owner.id));
      await pair.second.db.insert(users).values(row!);
    }
    return owner;
  }

  const countsInRedis = async () => {
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${keyPrefix}sign-in-backoff:*`);
      return { keys, counts: await Promise.all(keys.map((key) => redis.hget(key, 'count'))) };
    } finally {
      await redis.quit();
    }
  };

  it('holds a pause begun through one instance on the other, until it ends', async () => {
    const owner = await sharedCustomer();
    expect(tally(await wrongFromMany(pair.first, owner.email))).toEqual({ 401: AFTER });
    const paused = await signIn(pair.second, owner.mobile, PASSWORD);
    expect(answer(paused)).toEqual({ status: 429, retryAfter: '1', body: PAUSED_1S });

    const { keys } = await countsInRedis();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(owner.email);

    await sleep(1100);
    expect((await signIn(pair.second, owner.email, PASSWORD)).statusCode).toBe(200);
    // The sign-in cleared the count for both.
    expect((await countsInRedis()).keys).toEqual([]);
  });

  it('counts exactly 3 of 20 wrong passwords sent at once to both instances, and tells the owner once', async () => {
    const owner = await sharedCustomer();
    const [onFirst, onSecond] = await Promise.all([
      wrongFromMany(pair.first, owner.email, 10),
      wrongFromMany(pair.second, owner.email, 10),
    ]);
    expect(tally([...onFirst, ...onSecond])).toEqual({ 401: AFTER, 429: 20 - AFTER });
    expect((await countsInRedis()).counts).toEqual([String(AFTER)]);

    const databases = pair.sharedDatabase ? [pair.first] : [pair.first, pair.second];
    const messages = await Promise.all(databases.map((app) => pauseMessages(app, owner.id)));
    expect(
      messages
        .flat()
        .map((message) => message.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
  });
});
