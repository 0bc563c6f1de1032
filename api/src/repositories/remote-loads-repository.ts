import { lt, sql } from 'drizzle-orm';
import {
  REMOTE_LOAD_MAX_HOURS,
  type RemoteLoad,
  type RemoteLoadFigure,
  type RemoteName,
} from '@storefront/shared/contracts';
import type { Database } from '../db/database';
import { remoteLoads } from '../db/schema';
import { rowsOf } from './raw-rows';

const HOUR_MS = 60 * 60 * 1000;

interface FigureRow {
  remote: RemoteName;
  version: string;
  loads: number;
  failures: number;
  p75Ms: number | null;
  lastAt: string | Date;
}

export function createRemoteLoadsRepository(db: Database) {
  return {
    /** Keeps what one beacon reported, each figure timed by the database's clock. */
    async record(loads: RemoteLoad[]): Promise<void> {
      await db.insert(remoteLoads).values(
        loads.map((load) => ({
          remote: load.remote,
          version: load.version,
          durationMs: load.ms,
          ok: load.ok,
        })),
      );
    },

    /**
     * Forgets figures older than the longest window operators may ask for, so
     * the table holds at most that much: no one could read them any more.
     */
    async forgetUnreadable(): Promise<void> {
      await db
        .delete(remoteLoads)
        .where(lt(remoteLoads.at, new Date(Date.now() - REMOTE_LOAD_MAX_HOURS * HOUR_MS)));
    },

    /**
     * Each version of each remote loaded since `since`: how often, how often
     * it failed, the 75th percentile of its successful loads' times (null
     * when none succeeded) and when it last loaded. By remote, then the most
     * recently loaded version first.
     */
    async figuresSince(since: Date): Promise<RemoteLoadFigure[]> {
      const rows = await rowsOf<FigureRow>(
        db,
        sql`
          select remote, version,
            count(*)::integer as loads,
            (count(*) filter (where not ok))::integer as failures,
            round(percentile_cont(0.75) within group (order by duration_ms)
              filter (where ok))::integer as "p75Ms",
            max(at) as "lastAt"
          from ${remoteLoads}
          where at >= ${since.toISOString()}::timestamptz
          group by remote, version
          order by remote, "lastAt" desc, version`,
      );
      return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt).toISOString() }));
    },
  };
}

export type RemoteLoadsRepository = ReturnType<typeof createRemoteLoadsRepository>;
