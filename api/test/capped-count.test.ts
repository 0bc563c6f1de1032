import { sql } from 'drizzle-orm';
import { TOTAL_CAP } from '@storefront/shared/contracts';
import { cappedCount } from '../src/lib/capped-count';
import { build, type TestApp } from './helper';

// A long list's total is counted to TOTAL_CAP, and says when it stopped there.
let api: TestApp;
beforeAll(async () => {
  api = await build();
});
afterAll(() => api.close());

const rows = (n: number) => sql`select generate_series(1, ${n}::int) as n`;

describe('cappedCount', () => {
  it('counts a list up to the cap exactly', async () => {
    expect(await cappedCount(api.app.db, rows(0))).toEqual({ total: 0 });
    expect(await cappedCount(api.app.db, rows(37))).toEqual({ total: 37 });
    expect(await cappedCount(api.app.db, rows(TOTAL_CAP))).toEqual({ total: TOTAL_CAP });
  });

  it('stops one past the cap, and says so', async () => {
    expect(await cappedCount(api.app.db, rows(TOTAL_CAP + 1))).toEqual({
      total: TOTAL_CAP,
      totalCapped: true,
    });
    expect(await cappedCount(api.app.db, rows(50_000))).toEqual({
      total: TOTAL_CAP,
      totalCapped: true,
    });
  });
});
