// A remote's history.json: every change of what its browsers load, in order.
// It is the memory of the release tool (which version was live before this
// one, for rollback; which versions pruning must keep); remotes.json is what
// is actually served.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from './atomic-write.mjs';
import { ReleaseError } from './release-error.mjs';

/**
 * One change. `version` is the version it put in place: live for release,
 * promote and rollback, the canary's for canary. A rollback names the version
 * it took away (`from`), and says `canary` when that was a canary.
 * @typedef {object} HistoryEntry
 * @property {string} version
 * @property {'release' | 'canary' | 'promote' | 'rollback'} action
 * @property {string} at ISO time
 * @property {number} [percent] a canary's share of browsers
 * @property {string} [from]
 * @property {boolean} [canary]
 */

/**
 * What the history says is in place: the live versions in the order they went
 * live (the last is live now; rollback steps back through them), and the
 * canary, if one runs.
 * @typedef {{ liveVersions: string[], canary: { version: string, percent: number } | null }} ReleaseState
 */

/** @param {string} store */
const historyFile = (store) => path.join(store, 'history.json');

/**
 * @param {string} store
 * @returns {HistoryEntry[]}
 */
export function readHistory(store) {
  const file = historyFile(store);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(entries)) throw new ReleaseError(`${file} is not a list of releases`);
  return entries;
}

/**
 * Records a change, stamped now, and answers the whole history.
 * @param {string} store
 * @param {Omit<HistoryEntry, 'at'>} change
 * @returns {HistoryEntry[]}
 */
export function recordChange(store, change) {
  const entries = [...readHistory(store), { ...change, at: new Date().toISOString() }];
  writeFileAtomically(historyFile(store), `${JSON.stringify(entries, null, 2)}\n`);
  return entries;
}

/**
 * Replays the history into what is in place now.
 * @param {HistoryEntry[]} entries
 * @returns {ReleaseState}
 */
export function stateOf(entries) {
  /** @type {ReleaseState} */
  const state = { liveVersions: [], canary: null };
  // Releasing the live version again (to point a rebuilt host back at it)
  // is no step a rollback should undo.
  const goLive = (/** @type {string} */ version) => {
    if (state.liveVersions.at(-1) !== version) state.liveVersions.push(version);
  };
  for (const entry of entries) {
    if (entry.action === 'release') goLive(entry.version);
    else if (entry.action === 'canary')
      state.canary = { version: entry.version, percent: entry.percent ?? 0 };
    else if (entry.action === 'promote') {
      goLive(entry.version);
      state.canary = null;
    } else if (entry.action === 'rollback' && entry.canary) state.canary = null;
    else if (entry.action === 'rollback') {
      // Back to the last time that version was live: the versions after it
      // are forgotten, so the next rollback steps further back.
      const at = state.liveVersions.lastIndexOf(entry.version, -2);
      if (at >= 0) state.liveVersions.length = at + 1;
      else {
        state.liveVersions.pop();
        goLive(entry.version);
      }
      state.canary = null;
    }
  }
  return state;
}
