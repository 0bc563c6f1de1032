import type { RemoteLoad } from '@storefront/shared/contracts';
import type { Database } from '../../db/database';
import type { ReleaseHistory } from './release-history';
import { minuteOf, remoteLoadsRepository as repository } from './repository';

const HOUR_MS = 60 * 60 * 1000;

export interface RemoteLoadsServiceDeps {
  db: Database;
  /** Which remote versions were released, so figures of any other count as 'other'. */
  releaseHistory: ReleaseHistory;
}

/** The remotes' load figures: a beacon's added up per remote, version and minute; read per version. */
export function createRemoteLoadsService({ db, releaseHistory }: RemoteLoadsServiceDeps) {
  return {
    /** One beacon's figures, a version never released counted as 'other'. */
    async record(loads: RemoteLoad[]): Promise<void> {
      await repository.record(db, await releaseHistory.grouped(loads));
    },

    /** A page of each remote version's figures over the last `hours`, counted from its first minute. */
    async figures(hours: number, { page, pageSize }: { page: number; pageSize: number }) {
      const since = minuteOf(new Date(Date.now() - hours * HOUR_MS));
      const figures = await repository.figuresSince(db, since, { page, pageSize });
      return { ...figures, page, pageSize, since: since.toISOString() };
    },

    /** Forgets what no one may read any more (past the longest window). */
    forgetUnreadable: () => repository.forgetUnreadable(db),
  };
}

export type RemoteLoadsService = ReturnType<typeof createRemoteLoadsService>;
