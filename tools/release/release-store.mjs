// The release store: every published build of a remote, in a folder named by
// the hash of its content, next to the remote's history (history.mjs). The
// remote's static server serves it under /releases/ (releasesDirOf in
// server/), so a version's URL never changes and never serves
// anything else.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './release-error.mjs';

/** The remotes `pnpm release` knows, by their name in remotes.json: their app folder. */
export const REMOTE_APPS = /** @type {const} */ ({
  storefront: 'remote-storefront',
  verify: 'remote-verify',
  dashboard: 'remote-dashboard',
  operator: 'remote-operator',
});

/** @typedef {keyof typeof REMOTE_APPS} RemoteName */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

// A version id: 12 hex digits of sha256, as git shortens its own: unique
// enough among a few hundred builds of one remote, short enough to read.
const VERSION_LENGTH = 12;
const VERSION = /^[0-9a-f]{12}$/;

/**
 * The release store's root: RELEASES_DIR, or releases/ at the repository's
 * root. The static servers read the same (releasesDirOf).
 * @returns {string}
 */
export function releasesRoot() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
}

/**
 * One remote's part of the store.
 * @param {RemoteName} remote
 * @param {string} [root]
 */
export function storeOf(remote, root = releasesRoot()) {
  return path.join(root, REMOTE_APPS[remote]);
}

/**
 * Every file under `dir`, as sorted paths relative to it with / separators,
 * so a build hashes the same on any machine.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The version id of a built dist: a hash of its files' paths and contents.
 * Building the same source twice gives the same id, so releasing it again is
 * recognised as nothing new.
 * @param {string} dir
 * @returns {string}
 */
export function contentVersion(dir) {
  if (!existsSync(path.join(dir, 'mf-manifest.json')))
    throw new ReleaseError(`${dir} holds no mf-manifest.json: is it a built remote?`);
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    const content = readFileSync(path.join(dir, file));
    // Lengths first, so no two different trees can give the same stream.
    hash.update(`${Buffer.byteLength(file)}:${file}:${content.length}:`);
    hash.update(content);
  }
  return hash.digest('hex').slice(0, VERSION_LENGTH);
}

/**
 * Copies a dist into the store as its version's folder. The copy is made
 * beside it under a dot name (which the static server does not serve) and
 * renamed into place, so a half-copied version is never served. A version
 * already there is left as it is: same id, same content.
 * @param {string} dist
 * @param {string} store
 * @param {string} [version] its contentVersion(), when already known
 * @returns {{ version: string, dir: string, created: boolean }}
 */
export function publish(dist, store, version = contentVersion(dist)) {
  const dir = path.join(store, version);
  if (existsSync(dir)) return { version, dir, created: false };
  mkdirSync(store, { recursive: true });
  const incoming = path.join(store, `.incoming-${randomBytes(4).toString('hex')}`);
  cpSync(dist, incoming, { recursive: true });
  renameSync(incoming, dir);
  return { version, dir, created: true };
}

/**
 * The versions in the store.
 * @param {string} store
 * @returns {string[]}
 */
export function versionsIn(store) {
  if (!existsSync(store)) return [];
  return readdirSync(store, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION.test(entry.name))
    .map((entry) => entry.name);
}

/**
 * @param {string} store
 * @param {string} version
 */
export function removeVersion(store, version) {
  rmSync(path.join(store, version), { recursive: true, force: true });
}

/**
 * @param {string} store
 * @param {string} version
 */
export function hasVersion(store, version) {
  return existsSync(path.join(store, version, 'mf-manifest.json'));
}
