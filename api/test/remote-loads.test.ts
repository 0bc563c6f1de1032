import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { REMOTE_LOAD_TIME_BOUNDS_MS, type RemoteLoad } from '@storefront/shared/contracts';
import { type RemoteLoadFigurePage } from '@storefront/shared/operator-contracts';
import { remoteLoadMinutes } from '../src/db/schema';
import { p75Of, remoteLoadsRepository } from '../src/modules/remote-loads/repository';
import { as, build, fakeOnly, registerCustomer, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// Remote load figures: the host page's beacons in, the operators' table out,
// on whichever engine the run uses (PGlite, or PostgreSQL through TEST_DATABASE_URL).

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Versions `pnpm release` has put out: storefront's live one and its canary, and dashboard's. */
const LIVE = '3f9a2c1b7d0e';
const CANARY = 'a1b2c3d4e5f6';
const DASHBOARD_LIVE = '0123456789ab';

const releases = mkdtempSync(path.join(os.tmpdir(), 'remote-load-releases-'));

/** A remote's history.json, as tools/release writes it. */
function writeHistory(remote: string, versions: string[]) {
  const store = path.join(releases, `remote-${remote}`);
  mkdirSync(store, { recursive: true });
  const entries = versions.map((version) => ({ version, action: 'release', at: '2025-03-01' }));
  writeFileSync(path.join(store, 'history.json'), JSON.stringify(entries));
}
writeHistory('storefront', [LIVE, CANARY]);
writeHistory('dashboard', [DASHBOARD_LIVE]);

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build({ RELEASES_DIR: releases });
  operator = await operatorToken(api.app);
});
afterAll(async () => {
  await api.close();
  rmSync(releases, { recursive: true, force: true });
});
beforeEach(() => api.app.db.delete(remoteLoadMinutes));
afterEach(() => jest.useRealTimers());

// Rate limits count per client: each test sends from an address of its own,
// so no test spends another's allowance.
let clients = 0;
const newClient = () => `10.0.0.${++clients}`;

const aLoad = (change: Partial<RemoteLoad> = {}): RemoteLoad => ({
  remote: 'storefront',
  version: LIVE,
  ms: 412,
  ok: true,
  ...change,
});
/** A figure with a field the API must refuse. */
const aBadLoad = (change: Record<string, unknown>) => ({ ...aLoad(), ...change });
/** A version as a forger would make one up: release-shaped or not. */
const forgedVersion = (i: number) =>
  i % 2 ? randomBytes(6).toString('hex') : `v${randomBytes(4).toString('hex')}`;

/** A beacon as navigator.sendBeacon sends a string: text/plain. */
function beacon(body: unknown, from = newClient()) {
  return api.app.inject({
    method: 'POST',
    url: '/api/remote-loads',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: from,
  });
}

async function storedRows(db = api.app.db) {
  const rows = await db
    .select()
    .from(remoteLoadMinutes)
    .orderBy(remoteLoadMinutes.minute, remoteLoadMinutes.remote, remoteLoadMinutes.version);
  return rows.map(({ remote, version, loads, failures }) => ({ remote, version, loads, failures }));
}
const storedCount = async (db = api.app.db) =>
  (await db.select({ n: count() }).from(remoteLoadMinutes))[0]!.n;

/** Successful loads' counts per time bucket, as a row keeps them. */
function histogram(times: number[]) {
  const okMs = REMOTE_LOAD_TIME_BOUNDS_MS.map(() => 0);
  for (const ms of times) okMs[REMOTE_LOAD_TIME_BOUNDS_MS.findIndex((bound) => ms <= bound)]! += 1;
  return okMs;
}

/** Figures loaded hours ago, written behind the route's back. */
const loadedAgo = (hours: number, loads: RemoteLoad[], app = api.app) =>
  remoteLoadsRepository.record(app.db, loads, new Date(Date.now() - hours * HOUR_MS));

const figures = (query = '', headers: Record<string, string> = as(operator)) =>
  api.app.inject({ method: 'GET', url: `/api/operator/remote-loads${query}`, headers });

/** Waits for the database to show what a background task did. */
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /api/remote-loads', () => {
  it('stores a beacon sent as text/plain, answering 204 without a body or a token', async () => {
    const response = await beacon({
      loads: [aLoad(), aLoad({ remote: 'dashboard', version: 'unreleased', ms: 0, ok: false })],
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRows()).toEqual([
      { remote: 'dashboard', version: 'unreleased', loads: 1, failures: 1 },
      { remote: 'storefront', version: LIVE, loads: 1, failures: 0 },
    ]);
  });

  it('takes application/json too, and drops keys it does not know', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/remote-loads',
      payload: { loads: [{ ...aLoad({ remote: 'verify', version: 'unreleased' }), retries: 2 }] },
      remoteAddress: newClient(),
    });

    expect(response.statusCode).toBe(204);
    expect(await storedRows()).toEqual([
      { remote: 'verify', version: 'unreleased', loads: 1, failures: 0 },
    ]);
  });

  // A remote the host does not know is refused rather than counted: the names
  // are compiled into host and API alike, so only a forger sends another.
  it.each([
    ['an unknown remote', [aBadLoad({ remote: 'checkout' })], 'loads.0.remote'],
    ['a version with a space', [aLoad({ version: '1.4 beta' })], 'loads.0.version'],
    ['an empty version', [aLoad({ version: '' })], 'loads.0.version'],
    ['a version of 65 characters', [aLoad({ version: 'v'.repeat(65) })], 'loads.0.version'],
    ['a negative time', [aLoad({ ms: -1 })], 'loads.0.ms'],
    ['a fraction of a millisecond', [aLoad({ ms: 12.5 })], 'loads.0.ms'],
    ['a time over 10 minutes', [aLoad({ ms: 600_001 })], 'loads.0.ms'],
    ['ok as text', [aBadLoad({ ok: 'yes' })], 'loads.0.ok'],
    ['a missing field', [{ remote: 'verify', version: '1', ms: 5 }], 'loads.0.ok'],
    ['a bad figure after a good one', [aLoad(), aBadLoad({ ms: '300' })], 'loads.1.ms'],
    ['no figures', [], 'loads'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, loads, field) => {
    const response = await beacon({ loads });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await storedCount()).toBe(0);
  });

  it('takes 20 figures in a beacon and refuses 21, naming loads', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => aLoad({ ms: i }));

    expect((await beacon({ loads: twenty })).statusCode).toBe(204);
    const refused = await beacon({ loads: [...twenty, aLoad()] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      field: 'loads',
      message: 'loads holds at most 20 figures',
    });
    expect(await storedRows()).toEqual([
      { remote: 'storefront', version: LIVE, loads: 20, failures: 0 },
    ]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await beacon('loads=1');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_JSON');
    expect(await storedCount()).toBe(0);
  });

  it('answers 429 to a client past 60 beacons a minute, while others still send', async () => {
    const client = newClient();
    const burst = await Promise.all(
      Array.from({ length: 60 }, () => beacon({ loads: [aLoad()] }, client)),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(60).fill(204));

    const over = await beacon({ loads: [aLoad()] }, client);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect((await beacon({ loads: [aLoad()] })).statusCode).toBe(204);
    const rows = await storedRows();
    expect(rows.reduce((sum, row) => sum + row.loads, 0)).toBe(61);
  });

  it('adds figures up per remote, version and minute, keeping the successful times as a histogram', async () => {
    fakeOnly(['Date'], Date.parse('2025-03-04T08:20:05Z'));
    const okTimes = [10, 60, 60, 420, 9000];
    const loads = [...okTimes.map((ms) => aLoad({ ms })), aLoad({ ms: 30_000, ok: false })];

    await beacon({ loads });
    jest.setSystemTime(Date.parse('2025-03-04T08:20:55Z'));
    await beacon({ loads });
    jest.setSystemTime(Date.parse('2025-03-04T08:21:00Z'));
    await beacon({ loads: [aLoad({ ms: 10 })] });

    const rows = await api.app.db
      .select()
      .from(remoteLoadMinutes)
      .orderBy(remoteLoadMinutes.minute);
    expect(rows).toEqual([
      {
        minute: new Date('2025-03-04T08:20:00Z'),
        remote: 'storefront',
        version: LIVE,
        loads: 12,
        failures: 2,
        okMs: histogram([...okTimes, ...okTimes]),
        lastAt: new Date('2025-03-04T08:20:55Z'),
      },
      {
        minute: new Date('2025-03-04T08:21:00Z'),
        remote: 'storefront',
        version: LIVE,
        loads: 1,
        failures: 0,
        okMs: histogram([10]),
        lastAt: new Date('2025-03-04T08:21:00Z'),
      },
    ]);
  });

  it('adds parallel beacons up exactly, whatever order their figures come in', async () => {
    const kinds = [
      { remote: 'storefront', version: LIVE },
      { remote: 'storefront', version: 'forged' },
      { remote: 'verify', version: 'unreleased' },
      { remote: 'dashboard', version: DASHBOARD_LIVE },
    ] as const;
    const beacons = Array.from({ length: 40 }, (_, b) =>
      Array.from({ length: 20 }, (_, f) => {
        const kind = kinds[(b * 7 + f * 3 + f * f) % kinds.length]!;
        return aLoad({ ...kind, ms: (b * 131 + f * 977) % 12_000, ok: (b + f) % 5 !== 0 });
      }),
    );

    const sent = await Promise.all(beacons.map((loads) => beacon({ loads })));

    expect(sent.map((response) => response.statusCode)).toEqual(Array(40).fill(204));
    const all = beacons.flat();
    const expected = kinds.map(({ remote, version }) => {
      const mine = all.filter((load) => load.remote === remote && load.version === version);
      return {
        remote,
        version: version === 'forged' ? 'other' : version,
        loads: mine.length,
        failures: mine.filter((load) => !load.ok).length,
        okMs: histogram(mine.filter((load) => load.ok).map((load) => load.ms)),
      };
    });
    // Summed over minutes, in case the burst crossed into the next one.
    const stored = await api.app.db.select().from(remoteLoadMinutes);
    const summed = expected.map(({ remote, version }) => {
      const mine = stored.filter((row) => row.remote === remote && row.version === version);
      return {
        remote,
        version,
        loads: mine.reduce((sum, row) => sum + row.loads, 0),
        failures: mine.reduce((sum, row) => sum + row.failures, 0),
        okMs: histogram([]).map((_, i) => mine.reduce((sum, row) => sum + row.okMs[i]!, 0)),
      };
    });
    expect(summed).toEqual(expected);
    expect(expected.reduce((sum, kind) => sum + kind.loads, 0)).toBe(800);
  });
});

describe('versions never released', () => {
  it('counts a version as other unless it is unreleased or in the remote’s release history', async () => {
    const response = await beacon({
      loads: [
        aLoad({ version: LIVE }),
        aLoad({ version: CANARY }),
        aLoad({ version: 'unreleased' }),
        aLoad({ version: 'unknown' }),
        aLoad({ version: 'deadbeef0000' }),
        aLoad({ version: '1.4.0', ok: false }),
        // Released, but for another remote.
        aLoad({ remote: 'verify', version: LIVE }),
        aLoad({ remote: 'dashboard', version: DASHBOARD_LIVE }),
      ],
    });

    expect(response.statusCode).toBe(204);
    expect(await storedRows()).toEqual([
      { remote: 'dashboard', version: DASHBOARD_LIVE, loads: 1, failures: 0 },
      { remote: 'storefront', version: LIVE, loads: 1, failures: 0 },
      { remote: 'storefront', version: CANARY, loads: 1, failures: 0 },
      { remote: 'storefront', version: 'other', loads: 3, failures: 1 },
      { remote: 'storefront', version: 'unreleased', loads: 1, failures: 0 },
      { remote: 'verify', version: 'other', loads: 1, failures: 0 },
    ]);
  });

  it('knows a new release as soon as its history is written, without a restart', async () => {
    const next = 'feedc0ffee00';
    await beacon({ loads: [aLoad({ version: next })] });
    writeHistory('storefront', [LIVE, CANARY, next]);
    try {
      await beacon({ loads: [aLoad({ version: next })] });

      expect(await storedRows()).toEqual([
        { remote: 'storefront', version: next, loads: 1, failures: 0 },
        { remote: 'storefront', version: 'other', loads: 1, failures: 0 },
      ]);
    } finally {
      writeHistory('storefront', [LIVE, CANARY]);
    }
  });

  it('keeps the versions it knew while a history cannot be read', async () => {
    const loads = [
      aLoad({ remote: 'dashboard', version: DASHBOARD_LIVE }),
      aLoad({ remote: 'dashboard', version: 'feedc0ffee00' }),
    ];
    await beacon({ loads });
    writeFileSync(path.join(releases, 'remote-dashboard', 'history.json'), '[{"version": "fe');
    try {
      await beacon({ loads });

      expect(await storedRows()).toEqual([
        { remote: 'dashboard', version: DASHBOARD_LIVE, loads: 2, failures: 0 },
        { remote: 'dashboard', version: 'other', loads: 2, failures: 0 },
      ]);
    } finally {
      writeHistory('dashboard', [DASHBOARD_LIVE]);
    }
  });

  it('adds one row a minute for a client forging beacons for an hour: 60 rows, not 14,400', async () => {
    const start = Date.parse('2025-03-04T08:00:00Z');
    fakeOnly(['Date'], start);
    const client = newClient();

    for (let minute = 0; minute < 60; minute += 1) {
      jest.setSystemTime(start + minute * MINUTE_MS + 1000);
      // A dozen beacons a minute, 20 made-up versions each: the rate limit lets a
      // client send 60, and whether 12 or 60 fold into one row is the same rule.
      const sent = await Promise.all(
        Array.from({ length: 12 }, (_, b) =>
          beacon(
            {
              loads: Array.from({ length: 20 }, (_, f) =>
                aLoad({ version: forgedVersion(b + f), ok: f % 2 === 0 }),
              ),
            },
            client,
          ),
        ),
      );
      expect(sent.every((response) => response.statusCode === 204)).toBe(true);
    }

    expect(await storedCount()).toBe(60);
    const rows = await storedRows();
    expect(new Set(rows.map((row) => row.version))).toEqual(new Set(['other']));
    expect(rows.reduce((sum, row) => sum + row.loads, 0)).toBe(14_400);
  }, 120_000);
});

describe('GET /api/operator/remote-loads', () => {
  it('counts loads and failures and takes the p75 of successful loads, per version, the most loaded first', async () => {
    await loadedAgo(2, [aLoad({ version: CANARY, ms: 900 }), aLoad({ version: CANARY, ms: 700 })]);
    await loadedAgo(30, [aLoad({ remote: 'dashboard', version: DASHBOARD_LIVE, ms: 50 })]);
    const sent = await beacon({
      loads: [
        ...[100, 200, 300, 400].map((ms) => aLoad({ ms })),
        // A failure's time is how long the page waited; it is no load time.
        aLoad({ ms: 9000, ok: false }),
        aLoad({ remote: 'verify', version: 'unreleased', ms: 1750, ok: false }),
      ],
    });
    expect(sent.statusCode).toBe(204);

    const response = await figures();

    expect(response.statusCode).toBe(200);
    const body = response.json() as RemoteLoadFigurePage;
    expect(Math.abs(Date.parse(body.since) - (Date.now() - 24 * HOUR_MS))).toBeLessThan(60_000);
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 3, loads: 8, failures: 2 });
    expect(body.items.map(({ lastAt: _lastAt, ...figure }) => figure)).toEqual([
      { remote: 'storefront', version: LIVE, loads: 5, failures: 1, p75Ms: 300 },
      { remote: 'storefront', version: CANARY, loads: 2, failures: 0, p75Ms: 1000 },
      { remote: 'verify', version: 'unreleased', loads: 1, failures: 1, p75Ms: null },
    ]);
    const [latest, earlier] = body.items.map((figure) => Date.parse(figure.lastAt));
    expect(Math.abs(latest! - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(earlier! - (Date.now() - 2 * HOUR_MS))).toBeLessThan(60_000);
  });

  it('takes the p75 as the upper bound of the time bucket it falls in', () => {
    expect(p75Of(histogram([]))).toBeNull();
    expect(p75Of(histogram([0]))).toBe(25);
    expect(p75Of(histogram([101, 120, 149, 150]))).toBe(150);
    expect(p75Of(histogram([10, 10, 10, 2000]))).toBe(25);
    expect(p75Of(histogram([10, 10, 2000, 2000]))).toBe(2000);
    expect(p75Of(histogram([600_000]))).toBe(600_000);
  });

  it('looks back as many hours as asked', async () => {
    await loadedAgo(30, [aLoad({ remote: 'dashboard', version: DASHBOARD_LIVE, ms: 50 })]);
    await loadedAgo(200, [aLoad({ version: CANARY })]);

    const lastDay = (await figures('?hours=24')).json() as RemoteLoadFigurePage;
    const lastWeek = (await figures('?hours=168')).json() as RemoteLoadFigurePage;

    expect(lastDay).toMatchObject({ items: [], total: 0, loads: 0, failures: 0 });
    expect(lastWeek.items).toEqual([
      expect.objectContaining({
        remote: 'dashboard',
        version: DASHBOARD_LIVE,
        loads: 1,
        p75Ms: 50,
      }),
    ]);
  });

  it('answers a page at a time, 25 versions by default and at most 100', async () => {
    // 30 versions, v00 loaded once … v29 thirty times.
    await remoteLoadsRepository.record(
      api.app.db,
      Array.from({ length: 30 }, (_, v) =>
        Array.from({ length: v + 1 }, () => aLoad({ version: `v${String(v).padStart(2, '0')}` })),
      ).flat(),
    );

    const first = (await figures()).json() as RemoteLoadFigurePage;
    const second = (await figures('?page=2')).json() as RemoteLoadFigurePage;
    const third = (await figures('?page=3&pageSize=10')).json() as RemoteLoadFigurePage;
    const past = (await figures('?page=9')).json() as RemoteLoadFigurePage;

    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30, loads: 465 });
    expect(first.items.map((figure) => figure.version).slice(0, 3)).toEqual(['v29', 'v28', 'v27']);
    expect(first.items).toHaveLength(25);
    expect(second.items.map((figure) => figure.version)).toEqual([
      'v04',
      'v03',
      'v02',
      'v01',
      'v00',
    ]);
    expect(third).toMatchObject({ page: 3, pageSize: 10, total: 30 });
    expect(third.items.map((figure) => figure.loads)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(past).toMatchObject({ items: [], page: 9, total: 30 });
  });

  it('answers 70 forged beacons with one row of other, not 1,400 made-up versions', async () => {
    const forged = Array.from({ length: 70 }, (_, b) => ({
      loads: Array.from({ length: 20 }, (_, f) =>
        aLoad({ version: forgedVersion(b * 20 + f), ok: false }),
      ),
    }));
    const client = newClient();
    await Promise.all(forged.map((body, b) => beacon(body, b < 35 ? client : newClient())));
    await beacon({ loads: [aLoad()] });

    const response = await figures('?pageSize=100');

    const body = response.json() as RemoteLoadFigurePage;
    expect(
      body.items.map(({ version, loads, failures }) => ({ version, loads, failures })),
    ).toEqual([
      { version: 'other', loads: 1400, failures: 1400 },
      { version: LIVE, loads: 1, failures: 0 },
    ]);
    expect(response.body.length).toBeLessThan(1000);
  });

  it.each([
    ['hours', '?hours=0'],
    ['hours', '?hours=721'],
    ['hours', '?hours=1.5'],
    ['hours', '?hours=a-day'],
    ['page', '?page=0'],
    ['pageSize', '?pageSize=0'],
    ['pageSize', '?pageSize=101'],
  ])('refuses a bad %s (%s) with a 400 naming it', async (field, query) => {
    const response = await figures(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('refuses a customer with 403 and an anonymous caller with 401', async () => {
    const customer = await registerCustomer(api.app);

    const asCustomer = await figures('', as(customer.token));
    const anonymous = await figures('', {});

    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('forgetting figures past 30 days', () => {
  it('forgets them every hour, unread, until the API closes', async () => {
    // Intervals are fake; the import queue's, made hourly here, stay out of the way.
    fakeOnly(['setInterval', 'clearInterval']);
    const scheduled = await build({ RELEASES_DIR: releases, IMPORT_LEASE_MS: String(HOUR_MS) });
    try {
      await loadedAgo(24 * 31, [aLoad({ version: 'old' })], scheduled.app);
      await loadedAgo(24 * 29, [aLoad({ version: 'recent' })], scheduled.app);
      expect(await storedCount(scheduled.app.db)).toBe(2);

      jest.advanceTimersByTime(HOUR_MS);

      await until(async () => (await storedCount(scheduled.app.db)) === 1);
      expect(await storedRows(scheduled.app.db)).toEqual([
        expect.objectContaining({ version: 'recent' }),
      ]);
    } finally {
      await scheduled.close();
    }
    expect(jest.getTimerCount()).toBe(0);
  });
});
