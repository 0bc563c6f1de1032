// What `pnpm release`, `pnpm promote`, `pnpm rollback` and `pnpm releases` do
// (release.mjs reads the command line). Each switch is one atomic write of
// remotes.json, made only once the version it names is known to load; each is
// recorded in the remote's history, and made under the switch lock, so
// commands run at the same moment take turns instead of losing a switch.
import { readHistory, recordChange, stateOf } from './history.mjs';
import { DEFAULT_KEEP, prune } from './prune.mjs';
import {
  canaryOf,
  liveUrlOf,
  readRemotes,
  versionInUrl,
  versionUrl,
  writeRemotes,
} from './remotes-file.mjs';
import {
  contentVersion,
  hasVersion,
  publish,
  releasesRoot,
  REMOTE_APPS,
  removeVersion,
  storeOf,
} from './release-store.mjs';
import { ReleaseError } from './release-error.mjs';
import { smokeTest } from './smoke-test.mjs';
import { withSwitchLock } from './switch-lock.mjs';

/**
 * @import { HistoryEntry, ReleaseState } from './history.mjs'
 * @import { RemotesFile } from './remotes-file.mjs'
 * @import { RemoteName } from './release-store.mjs'
 */

/**
 * Where a command works: the host's remotes.json it switches, the release
 * store's root, and where it reports.
 * @typedef {object} Target
 * @property {RemoteName} remote
 * @property {string} remotesFile
 * @property {string} [releasesDir] the store's root; RELEASES_DIR or releases/ by default
 * @property {(line: string) => void} [log]
 */

/** @param {Target} target */
function contextOf({ remote, remotesFile, releasesDir = releasesRoot(), log = console.log }) {
  const store = storeOf(remote, releasesDir);
  const remotes = readRemotes(remotesFile);
  const history = readHistory(store);
  return { store, remotes, history, state: stateOf(history), log };
}

/**
 * Publishes a built dist as a version, smoke-tests it through the remote's
 * server, then makes it live (or the canary for `canaryPercent` % of
 * browsers), and prunes the store.
 * @param {Target & { dist: string, canaryPercent?: number, keep?: number }} options
 * @returns {Promise<{ version: string, changed: boolean }>}
 */
export function release(options) {
  return withSwitchLock(options.remotesFile, () => releaseLocked(options));
}

/** @param {Parameters<typeof release>[0]} options */
async function releaseLocked({ dist, canaryPercent, keep = DEFAULT_KEEP, ...target }) {
  const { remote, remotesFile } = target;
  const { store, remotes, log } = contextOf(target);
  const liveUrl = liveUrlOf(remotes, remote, remotesFile);
  const canary = canaryOf(remotes, remote);
  const version = contentVersion(dist);
  const url = versionUrl(liveUrl, version);

  if (canaryPercent === undefined) {
    if (versionInUrl(liveUrl) === version) {
      log(`${remote} ${version} is already live: nothing to release.`);
      return { version, changed: false };
    }
    if (canary)
      throw new ReleaseError(
        `${remote} has a canary running (${versionInUrl(canary.manifest) ?? canary.manifest}): ` +
          `pnpm promote ${remote} or pnpm rollback ${remote} first.`,
      );
  } else {
    if (versionInUrl(liveUrl) === version)
      throw new ReleaseError(`${remote} ${version} is already live: no canary to start.`);
    if (canary?.manifest === url && canary.percent === canaryPercent) {
      log(`${remote} ${version} is already the canary at ${canaryPercent} %: nothing to do.`);
      return { version, changed: false };
    }
  }

  const { created } = publish(dist, store, version);
  log(`Smoke-testing ${url} …`);
  try {
    const checked = await smokeTest(url);
    log(`  ${checked.length} files load and compile.`);
  } catch (error) {
    // Only a folder this release copied: the same version may be live already.
    if (created) removeVersion(store, version);
    throw new ReleaseError(
      `${remote} ${version} failed its smoke test, remotes.json is unchanged: ` +
        (error instanceof Error ? error.message : String(error)),
    );
  }

  /** @type {RemotesFile} */
  const next = { ...remotes, canary: { ...remotes.canary } };
  /** @type {Omit<HistoryEntry, 'at'>} */
  let change;
  if (canaryPercent === undefined) {
    next[remote] = url;
    change = { version, action: 'release' };
  } else {
    /** @type {NonNullable<RemotesFile['canary']>} */ (next.canary)[remote] = {
      manifest: url,
      percent: canaryPercent,
    };
    change = { version, action: 'canary', percent: canaryPercent };
  }
  writeRemotes(remotesFile, next);
  const history = recordChange(store, change);
  log(
    canaryPercent === undefined
      ? `${remote} ${version} is live: ${url}`
      : `${remote} ${version} is the canary for ${canaryPercent} % of browsers: ${url}`,
  );
  const removed = prune(store, { keep, history, protect: protectedVersions(stateOf(history)) });
  if (removed.length) log(`Pruned ${removed.length} old version(s): ${removed.join(', ')}`);
  return { version, changed: true };
}

/**
 * The versions pruning must keep: live, the one a rollback returns to, the canary.
 * @param {ReleaseState} state
 */
function protectedVersions({ liveVersions, canary }) {
  return [...liveVersions.slice(-2), canary?.version];
}

/**
 * remotes.json with no canary of `remote` (others' canaries stay).
 * @param {RemotesFile} remotes
 * @param {string} remote
 * @returns {RemotesFile}
 */
function withoutCanary(remotes, remote) {
  const canaries = { ...remotes.canary };
  delete canaries[remote];
  return { ...remotes, canary: canaries };
}

/**
 * Makes the running canary live for every browser.
 * @param {Target} target
 * @returns {Promise<{ version: string }>}
 */
export function promote(target) {
  return withSwitchLock(target.remotesFile, () => promoteLocked(target));
}

/** @param {Target} target */
function promoteLocked(target) {
  const { remote, remotesFile } = target;
  const { store, remotes, log } = contextOf(target);
  const canary = canaryOf(remotes, remote);
  const version = versionInUrl(canary?.manifest);
  if (!canary || !version) throw new ReleaseError(`${remote} has no canary to promote.`);
  writeRemotes(remotesFile, {
    ...withoutCanary(remotes, remote),
    [remote]: canary.manifest,
  });
  recordChange(store, { version, action: 'promote' });
  log(`${remote} ${version} is live for every browser: ${canary.manifest}`);
  return { version };
}

/**
 * Undoes the last change browsers see: a running canary is dropped (everyone
 * back on live); otherwise live goes back one step in its history, or to the
 * earlier live version `to` names. Each rollback steps further back: the
 * history forgets the versions it leaves, so a second one never toggles.
 * @param {Target & { to?: string }} target
 * @returns {Promise<{ version: string | null }>}
 */
export function rollback(target) {
  return withSwitchLock(target.remotesFile, () => rollbackLocked(target));
}

/** @param {Target & { to?: string }} target */
function rollbackLocked({ to, ...target }) {
  const { remote, remotesFile } = target;
  const { store, remotes, state, log } = contextOf(target);
  const liveUrl = liveUrlOf(remotes, remote, remotesFile);
  const live = versionInUrl(liveUrl);
  const canary = canaryOf(remotes, remote);
  if (canary && to === undefined) {
    writeRemotes(remotesFile, withoutCanary(remotes, remote));
    const dropped = versionInUrl(canary.manifest) ?? canary.manifest;
    recordChange(store, {
      version: live ?? liveUrl,
      action: 'rollback',
      from: dropped,
      canary: true,
    });
    log(`${remote}: canary ${dropped} dropped, every browser is on ${live ?? liveUrl} again.`);
    return { version: live };
  }
  const destination = rollbackTarget(remote, state.liveVersions, to);
  if (!hasVersion(store, destination))
    throw new ReleaseError(
      `${remote} ${destination} is no longer in ${store}: cannot roll back to it.`,
    );
  const url = versionUrl(liveUrl, destination);
  // Going back to a named version drops a running canary too: it was tried against what is live now.
  writeRemotes(remotesFile, { ...withoutCanary(remotes, remote), [remote]: url });
  recordChange(store, { version: destination, action: 'rollback', from: live ?? liveUrl });
  log(`${remote} rolled back from ${live ?? liveUrl} to ${destination}: ${url}`);
  return { version: destination };
}

/**
 * The version a rollback goes to: the one live before the current, or `to`,
 * which must have been live before it (a prefix of its first letters will do).
 * @param {string} remote
 * @param {string[]} liveVersions oldest first, the last live now
 * @param {string} [to]
 */
function rollbackTarget(remote, liveVersions, to) {
  const earlier = liveVersions.slice(0, -1);
  if (to === undefined) {
    const previous = earlier.at(-1);
    if (!previous)
      throw new ReleaseError(
        `${remote} has no earlier release to roll back to (pnpm releases ${remote}).`,
      );
    return previous;
  }
  const matches = [...new Set(earlier.filter((version) => version.startsWith(to)))];
  if (matches.length === 1) return /** @type {string} */ (matches[0]);
  const choices = [...new Set(earlier)].reverse().join(', ') || 'none';
  throw new ReleaseError(
    matches.length === 0
      ? `${remote} ${to} was not live before the current version: roll back to one of ${choices}.`
      : `${remote} ${to} names ${matches.length} versions: give more of it (${matches.join(', ')}).`,
  );
}

/**
 * The history of each remote given, oldest first, each line marked when its
 * version is live or the canary now (as remotes.json says).
 * @param {{ remotes: RemoteName[], remotesFile: string, releasesDir?: string, log?: (line: string) => void }} options
 */
export function listReleases({ remotes: names, remotesFile, releasesDir, log = console.log }) {
  for (const remote of names) {
    const { remotes, history } = contextOf({ remote, remotesFile, releasesDir, log });
    const live = versionInUrl(remotes[remote]);
    const canary = canaryOf(remotes, remote);
    const canaryVersion = versionInUrl(canary?.manifest);
    log(`${remote} (${REMOTE_APPS[remote]})`);
    if (history.length === 0) log('  no releases yet');
    // The marker goes on the last line of the version it names.
    const lastLineOf = new Map(history.map((entry, index) => [entry.version, index]));
    history.forEach((entry, index) => {
      const markers = [];
      if (lastLineOf.get(entry.version) === index) {
        if (entry.version === live) markers.push('← live');
        if (entry.version === canaryVersion) markers.push(`← canary ${canary?.percent} %`);
      }
      const action = entry.action + (entry.percent === undefined ? '' : ` ${entry.percent} %`);
      log(`  ${entry.version}  ${action.padEnd(12)}  ${entry.at}  ${markers.join(' ')}`.trimEnd());
    });
    if (!live) log(`  live: ${remotes[remote]} (not a release)`);
  }
}
