import { lt, sql } from 'drizzle-orm';
import {
  REMOTE_LOAD_MAX_HOURS,
  REMOTE_LOAD_TIME_BOUNDS_MS,
  type RemoteLoad,
  type RemoteName,
} from '@storefront/shared/contracts';
import { type RemoteLoadFigure } from '@storefront/shared/operator-contracts';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { remoteLoadMinutes } from './tables';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The minute a time falls in, as the rows are keyed. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

/** One remote version's figures of one beacon. */
interface Tally {
  remote: RemoteName;
  version: string;
  loads: number;
  failures: number;
  okMs: number[];
}

/**
 * A beacon's figures summed per remote and version, in one order for every
 * beacon: two beacons' upserts then lock their rows in the same order, so
 * parallel beacons never deadlock.
 */
function tallied(loads: RemoteLoad[]): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const { remote, version, ms, ok } of loads) {
    const key = `${remote}/${version}`;
    const tally = tallies.get(key) ?? {
      remote,
      version,
      loads: 0,
      failures: 0,
      okMs: REMOTE_LOAD_TIME_BOUNDS_MS.map(() => 0),
    };
    tallies.set(key, tally);
    tally.loads += 1;
    // A failure's time is how long the page waited; it is no load time.
    if (!ok) tally.failures += 1;
    else tally.okMs[REMOTE_LOAD_TIME_BOUNDS_MS.findIndex((bound) => ms <= bound)]! += 1;
  }
  return [...tallies.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, tally]) => tally);
}

/**
 * The bound of the bucket holding the 75th percentile (by nearest rank) of
 * the successful loads counted in `okMs`: at least three in four took at most
 * that long. Null when none succeeded.
 */
export function p75Of(okMs: number[]): number | null {
  const ok = okMs.reduce((sum, count) => sum + count, 0);
  const rank = Math.ceil(ok * 0.75);
  let seen = 0;
  for (const [bucket, count] of okMs.entries()) {
    seen += count;
    if (ok > 0 && seen >= rank) return REMOTE_LOAD_TIME_BOUNDS_MS[bucket]!;
  }
  return null;
}

interface PageRow {
  remote: RemoteName;
  version: string;
  loads: number | string;
  failures: number | string;
  lastAt: string | Date;
  /** Sums: int8, which each engine hands over in its own way. */
  okMs: (number | string | bigint)[];
}

export interface RemoteLoadWindow {
  items: RemoteLoadFigure[];
  /** Versions in the window. */
  total: number;
  loads: number;
  failures: number;
}

/** All of the load figures' SQL; each function takes the database handle it runs on. */
export const remoteLoadsRepository = {
  /**
   * Adds one beacon's figures to the rows of the minute `at` falls in: an
   * upsert that sums, so parallel beacons lose nothing.
   */
  async record(db: Database, loads: RemoteLoad[], at = new Date()): Promise<void> {
    const minute = minuteOf(at);
    const minutes = remoteLoadMinutes;
    await db
      .insert(minutes)
      .values(tallied(loads).map((tally) => ({ ...tally, minute, lastAt: at })))
      .onConflictDoUpdate({
        target: [minutes.minute, minutes.remote, minutes.version],
        set: {
          loads: sql`${minutes.loads} + excluded.loads`,
          failures: sql`${minutes.failures} + excluded.failures`,
          okMs: sql`array(
              select stored + added
              from unnest(${minutes.okMs}, excluded.ok_ms) with ordinality as bucket(stored, added, n)
              order by n)`,
          lastAt: sql`greatest(${minutes.lastAt}, excluded.last_at)`,
        },
      });
  },

  /**
   * Forgets figures older than the longest window operators may ask for, so
   * the table holds at most that much: no one could read them any more.
   */
  async forgetUnreadable(db: Database, now = new Date()): Promise<void> {
    await db
      .delete(remoteLoadMinutes)
      .where(
        lt(remoteLoadMinutes.minute, new Date(now.getTime() - REMOTE_LOAD_MAX_HOURS * HOUR_MS)),
      );
  },

  /**
   * One page of the versions of each remote loaded since `since` (from its
   * minute on), the most loaded first: how often, how often it failed, the
   * p75 of its successful loads and when it last loaded. With the count of
   * versions and the loads and failures of them all.
   */
  async figuresSince(
    db: Database,
    since: Date,
    { page, pageSize }: { page: number; pageSize: number },
  ): Promise<RemoteLoadWindow> {
    const minutes = remoteLoadMinutes;
    const inWindow = sql`${minutes.minute} >= ${minuteOf(since).toISOString()}::timestamptz`;
    const [summary] = await rowsOf<{
      total: number;
      loads: string | null;
      failures: string | null;
    }>(
      db,
      sql`
          select count(distinct (${minutes.remote}, ${minutes.version}))::integer as total,
            sum(${minutes.loads}) as loads, sum(${minutes.failures}) as failures
          from ${minutes} where ${inWindow}`,
    );
    const rows = await rowsOf<PageRow>(
      db,
      sql`
          with versions as (
            select ${minutes.remote} as remote, ${minutes.version} as version,
              sum(${minutes.loads}) as loads, sum(${minutes.failures}) as failures, max(${minutes.lastAt}) as "lastAt"
            from ${minutes} where ${inWindow}
            group by 1, 2
            order by loads desc, remote, version
            limit ${pageSize} offset ${(page - 1) * pageSize}
          ),
          buckets as (
            select ${minutes.remote} as remote, ${minutes.version} as version, bucket.n, sum(bucket.ok) as ok
            from ${minutes}
            join versions using (remote, version)
            cross join lateral unnest(${minutes.okMs}) with ordinality as bucket(ok, n)
            where ${inWindow}
            group by 1, 2, 3
          )
          select versions.*,
            array(select ok from buckets
              where buckets.remote = versions.remote and buckets.version = versions.version
              order by n) as "okMs"
          from versions
          order by loads desc, remote, version`,
    );
    return {
      items: rows.map(({ remote, version, loads, failures, lastAt, okMs }) => ({
        remote,
        version,
        loads: Number(loads),
        failures: Number(failures),
        p75Ms: p75Of(okMs.map(Number)),
        lastAt: new Date(lastAt).toISOString(),
      })),
      total: summary?.total ?? 0,
      loads: Number(summary?.loads ?? 0),
      failures: Number(summary?.failures ?? 0),
    };
  },
};
