// The host's remotes.json: the switch a release turns. Each remote's name
// maps to the manifest every browser loads, and `canary` may name a second
// manifest for a share of browsers (server/src/canary.ts answers
// each browser its side).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './release-error.mjs';
import { writeFileAtomically } from './atomic-write.mjs';
import { REPO_ROOT } from './release-store.mjs';

/**
 * @typedef {{ manifest: string, percent: number }} Canary
 * @typedef {Record<string, unknown> & { canary?: Record<string, Canary> }} RemotesFile
 */

export const DEFAULT_REMOTES_FILE = path.join(REPO_ROOT, 'host/dist/remotes.json');

/**
 * @param {string} file
 * @returns {RemotesFile}
 */
export function readRemotes(file) {
  let remotes;
  try {
    remotes = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(
      `cannot read ${file}: ${error instanceof Error ? error.message : error} (is the host built?)`,
    );
  }
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes))
    throw new ReleaseError(`${file} is not a map of remotes to manifest URLs`);
  return remotes;
}

/**
 * @param {string} file
 * @param {RemotesFile} remotes
 */
export function writeRemotes(file, remotes) {
  // An empty canary map is dropped, so a file without a canary reads as before.
  const { canary, ...rest } = remotes;
  const written = canary && Object.keys(canary).length > 0 ? { ...rest, canary } : rest;
  writeFileAtomically(file, `${JSON.stringify(written, null, 2)}\n`);
}

/**
 * The remote's live manifest URL, which says where its server is.
 * @param {RemotesFile} remotes
 * @param {string} remote
 * @param {string} file for the message
 * @returns {string}
 */
export function liveUrlOf(remotes, remote, file) {
  const url = remotes[remote];
  if (typeof url !== 'string' || !URL.canParse(url))
    throw new ReleaseError(`${file} names no manifest URL for ${remote}`);
  return url;
}

/**
 * A version's manifest on the server that serves the remote now: the release
 * store is served beside the unversioned build, under /releases/.
 * @param {string} currentUrl any manifest URL of the remote
 * @param {string} version
 */
export function versionUrl(currentUrl, version) {
  return `${new URL(currentUrl).origin}/releases/${version}/mf-manifest.json`;
}

/**
 * The version a manifest URL names, or null for the unversioned build.
 * @param {unknown} url
 * @returns {string | null}
 */
export function versionInUrl(url) {
  if (typeof url !== 'string') return null;
  return /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url)?.[1] ?? null;
}

/**
 * The canary of a remote in remotes.json, or null.
 * @param {RemotesFile} remotes
 * @param {string} remote
 * @returns {Canary | null}
 */
export function canaryOf(remotes, remote) {
  return remotes.canary?.[remote] ?? null;
}
