import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { build, buildPair, registerCustomer, testRedisUrl, type TestPair } from './helper';

// Sign-in limits with REDIS_URL: every instance counts against one counter in
// Redis, so a client spreading guesses over instances gets no more of them.

// Each checked guess costs a password hash, slow on a busy machine.
jest.setTimeout(90_000);

const LIMIT = 10;
const PASSWORD = 'a long enough password';
const redisUrl = testRedisUrl();
const prefix = () => `test-${randomBytes(4).toString('hex')}:`;
const sharedPrefix = prefix();
// The per-account pause would stop these guesses first; login-backoff.test.ts tests it.
const PER_CLIENT_ONLY = { SIGN_IN_BACKOFF_AFTER: '1000' };

let pair: TestPair;
let email: string;
beforeAll(async () => {
  pair = await buildPair({
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: sharedPrefix,
    AUTH_RATE_LIMIT: String(LIMIT),
    ...PER_CLIENT_ONLY,
  });
  ({
    user: { email },
  } = await registerCustomer(pair.first, { password: PASSWORD }));
  // Each in-memory PGlite has its own accounts; a shared database already has this one.
  if (!pair.sharedDatabase) {
    const { user } = await registerCustomer(pair.second, { password: PASSWORD, email });
    expect(user.email).toBe(email);
  }
}, 120_000);
afterAll(() => pair?.close());

const signIn = (app: FastifyInstance, remoteAddress: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { identifier: email, password },
  });
const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );
const burst = async (app: FastifyInstance, remoteAddress: string, size: number) =>
  statusCounts(
    (
      await Promise.all(
        Array.from({ length: size }, (_, i) => signIn(app, remoteAddress, `wrong ${i}`)),
      )
    ).map((response) => response.statusCode),
  );
const keysUnder = async (keyPrefix: string) => {
  const redis = new Redis(redisUrl);
  try {
    return await redis.keys(`${keyPrefix}*`);
  } finally {
    await redis.quit();
  }
};

describe(`sign-in limits shared through Redis (AUTH_RATE_LIMIT = ${LIMIT})`, () => {
  it('checks exactly the limit of 30 wrong passwords alternating between two instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const app = i % 2 === 0 ? pair.first : pair.second;
      statuses.push((await signIn(app, '203.0.113.1', `wrong ${i}`)).statusCode);
    }
    expect(statusCounts(statuses)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 401));
    // The right password is refused too, on either instance, once the limit is spent.
    for (const app of [pair.first, pair.second])
      expect((await signIn(app, '203.0.113.1', PASSWORD)).statusCode).toBe(429);
    // Another client is counted apart.
    expect((await signIn(pair.second, '203.0.113.2', PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly the limit through when 30 wrong passwords arrive at once', async () => {
    expect(await burst(pair.first, '203.0.113.3', 30)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
  });

  it('lets exactly the limit through when a burst is split over both instances at once', async () => {
    const [onFirst, onSecond] = await Promise.all([
      burst(pair.first, '203.0.113.4', 15),
      burst(pair.second, '203.0.113.4', 15),
    ]);
    expect((onFirst[401] ?? 0) + (onSecond[401] ?? 0)).toBe(LIMIT);
    expect((onFirst[429] ?? 0) + (onSecond[429] ?? 0)).toBe(30 - LIMIT);
  });

  it('keeps the counters under its own key prefix, apart from another deployment', async () => {
    expect((await keysUnder(`${sharedPrefix}rate-limit:`)).length).toBeGreaterThan(0);
    const other = await build({
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix(),
      AUTH_RATE_LIMIT: String(LIMIT),
      ...PER_CLIENT_ONLY,
    });
    try {
      // 203.0.113.1 spent its limit on the pair above; here it is checked afresh.
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.1',
        payload: { identifier: 'nobody@example.test', password: 'wrong' },
      });
      expect(response.statusCode).toBe(401);

      // Redis gone: the limit cannot be counted, so the attempt is refused, not let through.
      other.app.redis!.disconnect();
      const unavailable = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.5',
        payload: { identifier: 'nobody@example.test', password: 'wrong' },
      });
      expect(unavailable.statusCode).toBe(503);
      expect(unavailable.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: expect.stringContaining('Try again') },
      });
    } finally {
      await other.close();
    }
  });

  it('refuses to start when REDIS_URL names no server, saying so', async () => {
    await expect(build({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /Redis at REDIS_URL did not answer/,
    );
  });
});

describe('without REDIS_URL', () => {
  it('counts in memory, exactly the limit of a burst, and never connects to Redis', async () => {
    const connect = jest.spyOn(Redis.prototype, 'connect');
    const keyPrefix = prefix();
    const local = await build({
      REDIS_KEY_PREFIX: keyPrefix,
      AUTH_RATE_LIMIT: String(LIMIT),
      ...PER_CLIENT_ONLY,
    });
    try {
      expect(local.app.redis).toBeNull();
      const statuses = statusCounts(
        (
          await Promise.all(
            Array.from({ length: 30 }, (_, i) =>
              local.app.inject({
                method: 'POST',
                url: '/api/auth/login',
                remoteAddress: '203.0.113.6',
                payload: { identifier: 'nobody@example.test', password: `wrong ${i}` },
              }),
            ),
          )
        ).map((response) => response.statusCode),
      );
      expect(statuses).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
      expect(connect).not.toHaveBeenCalled();
    } finally {
      await local.close();
    }
    expect(await keysUnder(keyPrefix)).toEqual([]);
    // The spy sees a connection when there is one, so its silence above means something.
    const withRedis = await build({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix });
    await withRedis.close();
    expect(connect).toHaveBeenCalled();
    connect.mockRestore();
  });
});
