import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  OTHER_VERSION,
  UNRELEASED_VERSION,
  type RemoteLoad,
  type RemoteName,
} from '@storefront/shared/contracts';

/** Each remote's folder in the release store, as tools/release/release-store.mjs names it. */
const STORE_OF: Record<RemoteName, string> = {
  storefront: 'remote-storefront',
  verify: 'remote-verify',
  dashboard: 'remote-dashboard',
  operator: 'remote-operator',
};

/** A release's version: 12 hex digits of its content's hash, as `pnpm release` names it. */
const RELEASE_VERSION = /^[0-9a-f]{12}$/;

/** A history unchanged on disk is still read again this often, in case a change kept its stamp. */
const REREAD_MS = 60_000;

interface Read {
  /** What the file looked like on disk when read: its inode, size and time. */
  stamp: string;
  readAt: number;
  versions: ReadonlySet<string>;
}

/** The versions a history names: the release tool's HistoryEntry has `version` and, on a rollback, `from`. */
function versionsIn(history: unknown): Set<string> {
  if (!Array.isArray(history)) throw new Error('it is not a list of releases');
  const named = history.flatMap((entry: { version?: unknown; from?: unknown } | null) => [
    entry?.version,
    entry?.from,
  ]);
  return new Set(
    named.filter(
      (version): version is string => typeof version === 'string' && RELEASE_VERSION.test(version),
    ),
  );
}

/**
 * The versions each remote has had released, from the history.json files that
 * `pnpm release` writes under `dir`. A history is read again as soon as its
 * file changes (one stat a beacon), and every minute regardless. A missing
 * history means no release yet; one that cannot be read keeps what was read
 * before, with a warning.
 */
export function createReleaseHistory(dir: string, log: FastifyBaseLogger) {
  const reads = new Map<RemoteName, Read>();

  async function releasedVersions(remote: RemoteName): Promise<ReadonlySet<string>> {
    const file = path.join(dir, STORE_OF[remote], 'history.json');
    const previous = reads.get(remote);
    let stamp = 'none';
    try {
      const { ino, size, mtimeMs } = await stat(file);
      stamp = `${ino}:${size}:${mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') stamp = 'unreadable';
    }
    if (previous && previous.stamp === stamp && Date.now() - previous.readAt < REREAD_MS)
      return previous.versions;

    let versions: ReadonlySet<string> = new Set();
    if (stamp !== 'none') {
      try {
        versions = versionsIn(JSON.parse(await readFile(file, 'utf8')));
      } catch (error) {
        log.warn(
          { err: error, file },
          'Cannot read a release history; its versions count as other',
        );
        versions = previous?.versions ?? versions;
      }
    }
    reads.set(remote, { stamp, readAt: Date.now(), versions });
    return versions;
  }

  return {
    /**
     * The figures as they are counted: a version keeps its name when it is
     * 'unreleased' or in the remote's release history, and is 'other' when
     * it was never released.
     */
    async grouped(loads: RemoteLoad[]): Promise<RemoteLoad[]> {
      const remotes = [...new Set(loads.map((load) => load.remote))];
      const released = new Map(
        await Promise.all(
          remotes.map(async (remote) => [remote, await releasedVersions(remote)] as const),
        ),
      );
      return loads.map((load) =>
        load.version === UNRELEASED_VERSION || released.get(load.remote)?.has(load.version)
          ? load
          : { ...load, version: OTHER_VERSION },
      );
    },
  };
}

export type ReleaseHistory = ReturnType<typeof createReleaseHistory>;
