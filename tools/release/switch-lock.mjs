// One switch of remotes.json at a time. Every command reads remotes.json and a
// remote's history, decides, and writes both back; two at once (two teams'
// releases, a release and a rollback) would each write what they read, and
// the later write would drop the other's switch. The lock is a directory
// beside remotes.json (proper-lockfile: mkdir is atomic, a crashed holder's
// lock goes stale), so it holds across processes and machines sharing it.
import lockfile from 'proper-lockfile';
import { ReleaseError } from './release-error.mjs';

/** How long a command waits for another's switch: a release holds it through its smoke test. */
const WAIT_MS = 120_000;
const POLL_MS = 200;

/**
 * Runs `work` holding the lock of the host's remotes.json.
 * @template T
 * @param {string} remotesFile
 * @param {() => Promise<T> | T} work
 * @returns {Promise<T>}
 */
export async function withSwitchLock(remotesFile, work) {
  let unlock;
  try {
    unlock = await lockfile.lock(remotesFile, {
      // remotes.json may be missing (the host not built): work says so in its own words.
      realpath: false,
      retries: { retries: WAIT_MS / POLL_MS, minTimeout: POLL_MS, maxTimeout: POLL_MS, factor: 1 },
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED')
      throw new ReleaseError(
        `another release, promote or rollback has held ${remotesFile} for ${WAIT_MS / 1000} s: try again once it ends.`,
      );
    throw error;
  }
  try {
    return await work();
  } finally {
    await unlock();
  }
}
