import { count } from 'drizzle-orm';
import type { RemoteLoad, RemoteLoadFigures } from '@storefront/shared/contracts';
import { remoteLoads } from '../src/db/schema';
import { as, build, registerCustomer, type TestApp } from './helper';
import { operatorToken } from './money-helpers';

// Remote load figures: the host page's beacons in, the operators' table out,
// on whichever engine the run uses (PGlite, or PostgreSQL through TEST_DATABASE_URL).

let api: TestApp;
let operator: string;
beforeAll(async () => {
  api = await build();
  operator = await operatorToken(api.app);
});
afterAll(() => api.close());
beforeEach(() => api.app.db.delete(remoteLoads));

const HOUR_MS = 60 * 60 * 1000;

// Rate limits count per client: each test sends from an address of its own,
// so no test spends another's allowance.
let clients = 0;
const newClient = () => `10.0.0.${++clients}`;

const aLoad = (change: Partial<RemoteLoad> = {}): RemoteLoad => ({
  remote: 'storefront',
  version: '1.4.0',
  ms: 412,
  ok: true,
  ...change,
});
/** A figure with a field the API must refuse. */
const aBadLoad = (change: Record<string, unknown>) => ({ ...aLoad(), ...change });

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

async function storedRows() {
  const rows = await api.app.db.select().from(remoteLoads).orderBy(remoteLoads.id);
  return rows.map(({ remote, version, durationMs, ok }) => ({ remote, version, durationMs, ok }));
}
const storedCount = async () => (await api.app.db.select({ n: count() }).from(remoteLoads))[0]!.n;

/** Figures loaded hours ago, written behind the API's back. */
async function loadedAgo(hours: number, loads: RemoteLoad[]) {
  await api.app.db.insert(remoteLoads).values(
    loads.map(({ remote, version, ms, ok }) => ({
      remote,
      version,
      durationMs: ms,
      ok,
      at: new Date(Date.now() - hours * HOUR_MS),
    })),
  );
}

const figures = (query = '', headers: Record<string, string> = as(operator)) =>
  api.app.inject({ method: 'GET', url: `/api/operator/remote-loads${query}`, headers });

describe('POST /api/remote-loads', () => {
  it('stores a beacon sent as text/plain, answering 204 without a body or a token', async () => {
    const response = await beacon({
      loads: [aLoad(), aLoad({ remote: 'dashboard', version: 'unreleased', ms: 0, ok: false })],
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedRows()).toEqual([
      { remote: 'storefront', version: '1.4.0', durationMs: 412, ok: true },
      { remote: 'dashboard', version: 'unreleased', durationMs: 0, ok: false },
    ]);
  });

  it('takes application/json too, and drops keys it does not know', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/remote-loads',
      payload: { loads: [{ ...aLoad({ remote: 'verify' }), retries: 2 }], page: '/verify/mobile' },
      remoteAddress: newClient(),
    });

    expect(response.statusCode).toBe(204);
    expect(await storedRows()).toEqual([
      { remote: 'verify', version: '1.4.0', durationMs: 412, ok: true },
    ]);
  });

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
    expect(await storedCount()).toBe(20);
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
    expect(await storedCount()).toBe(61);
  });
});

describe('GET /api/operator/remote-loads', () => {
  it('counts loads and failures and takes the p75 of successful loads, per version', async () => {
    await loadedAgo(2, [
      aLoad({ version: '1.3.0', ms: 900 }),
      aLoad({ version: '1.3.0', ms: 700 }),
    ]);
    await loadedAgo(30, [aLoad({ remote: 'dashboard', version: '2.0.0', ms: 50 })]);
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
    const body = response.json() as RemoteLoadFigures;
    expect(Math.abs(Date.parse(body.since) - (Date.now() - 24 * HOUR_MS))).toBeLessThan(60_000);
    expect(body.remotes.map(({ lastAt: _lastAt, ...figure }) => figure)).toEqual([
      { remote: 'storefront', version: '1.4.0', loads: 5, failures: 1, p75Ms: 325 },
      { remote: 'storefront', version: '1.3.0', loads: 2, failures: 0, p75Ms: 850 },
      { remote: 'verify', version: 'unreleased', loads: 1, failures: 1, p75Ms: null },
    ]);
    const [latest, earlier] = body.remotes.map((figure) => Date.parse(figure.lastAt));
    expect(Math.abs(latest! - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(earlier! - (Date.now() - 2 * HOUR_MS))).toBeLessThan(60_000);
  });

  it('looks back as many hours as asked', async () => {
    await loadedAgo(30, [aLoad({ remote: 'dashboard', version: '2.0.0', ms: 50 })]);
    await loadedAgo(200, [aLoad({ version: '1.0.0' })]);

    const lastDay = (await figures('?hours=24')).json() as RemoteLoadFigures;
    const lastWeek = (await figures('?hours=168')).json() as RemoteLoadFigures;

    expect(lastDay.remotes).toEqual([]);
    expect(lastWeek.remotes).toEqual([
      expect.objectContaining({ remote: 'dashboard', version: '2.0.0', loads: 1, p75Ms: 50 }),
    ]);
  });

  it('forgets figures older than 30 days when read', async () => {
    await loadedAgo(24 * 31, [aLoad({ version: 'old' })]);
    await loadedAgo(24 * 29, [aLoad({ version: 'recent' })]);

    const response = await figures('?hours=720');

    expect((response.json() as RemoteLoadFigures).remotes.map((figure) => figure.version)).toEqual([
      'recent',
    ]);
    expect(await storedCount()).toBe(1);
  });

  it.each(['0', '721', '1.5', 'a-day'])(
    'refuses hours=%s with a 400 naming hours',
    async (hours) => {
      const response = await figures(`?hours=${hours}`);

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'hours' });
    },
  );

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
