// Old versions stay served so that pages opened on them keep loading their
// chunks; after a few releases nobody has such a page open any more, and the
// store would only grow. Pruning keeps the newest few and whatever a rollback
// or a browser may still need.
import { statSync } from 'node:fs';
import path from 'node:path';
import { removeVersion, versionsIn } from './release-store.mjs';

/** @import { HistoryEntry } from './history.mjs' */

export const DEFAULT_KEEP = 5;

/**
 * Removes all but the `keep` newest versions, never one in `protect` (the
 * live one, the one before it, a canary). Newest is the latest to appear in
 * the history (a version released again counts as new), then the latest copied.
 * @param {string} store
 * @param {{ keep: number, history: HistoryEntry[], protect: Iterable<string | null | undefined> }} options
 * @returns {string[]} the versions removed
 */
export function prune(store, { keep, history, protect }) {
  const lastMention = new Map(history.map((entry, index) => [entry.version, index]));
  const copiedAt = (/** @type {string} */ version) => statSync(path.join(store, version)).mtimeMs;
  const newestFirst = versionsIn(store).sort(
    (a, b) => (lastMention.get(b) ?? -1) - (lastMention.get(a) ?? -1) || copiedAt(b) - copiedAt(a),
  );
  const kept = new Set([...newestFirst.slice(0, keep), ...protect]);
  const removed = newestFirst.filter((version) => !kept.has(version));
  for (const version of removed) removeVersion(store, version);
  return removed;
}
