#!/usr/bin/env node
// Versioned releases of a remote (docs/releases.md):
//
//   node tools/release/release.mjs <remote> [--canary <percent>] [--skip-build] [--from <dir>] [--remotes <file>] [--keep <N>]
//   node tools/release/release.mjs promote <remote> [--remotes <file>]
//   node tools/release/release.mjs rollback <remote> [--to <version>] [--remotes <file>]
//   node tools/release/release.mjs list [<remote>] [--remotes <file>]
//
// pnpm release / promote / rollback / releases run these. <remote> is
// storefront, verify, dashboard or operator; RELEASES_DIR moves the release store.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listReleases, promote, release, rollback } from './commands.mjs';
import { ReleaseError } from './release-error.mjs';
import { DEFAULT_KEEP } from './prune.mjs';
import { DEFAULT_REMOTES_FILE } from './remotes-file.mjs';
import { REMOTE_APPS, REPO_ROOT } from './release-store.mjs';

/** @import { RemoteName } from './release-store.mjs' */

const USAGE = `Usage:
  pnpm release <remote> [--canary <percent>] [--skip-build] [--from <dir>] [--remotes <file>] [--keep <N>]
  pnpm promote <remote>      make the canary live for everyone
  pnpm rollback <remote> [--to <version>]
                             drop the canary, or go back one live version (or to the one named)
  pnpm releases [<remote>]   the history, with what is live and the canary
<remote>: ${Object.keys(REMOTE_APPS).join(', ')}`;

const COMMANDS = ['promote', 'rollback', 'list'];

/** @param {string} message */
function usageError(message) {
  throw new ReleaseError(`${message}\n\n${USAGE}`);
}

/**
 * @param {string | undefined} name
 * @returns {RemoteName}
 */
function remoteNamed(name) {
  if (!name || !(name in REMOTE_APPS)) usageError(`Unknown remote: ${name ?? '(none)'}`);
  return /** @type {RemoteName} */ (name);
}

/**
 * @param {string | undefined} value
 * @param {string} option
 * @param {number} min
 * @param {number} max
 */
function integerOption(value, option, min, max) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    usageError(`${option} takes a whole number from ${min} to ${max}, not ${value}`);
  return number;
}

/** @param {RemoteName} remote */
function build(remote) {
  const dir = REMOTE_APPS[remote];
  console.log(`Building ${dir} …`);
  const { status } = spawnSync('pnpm', ['--dir', dir, 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (status !== 0) throw new ReleaseError(`pnpm --dir ${dir} build failed (exit ${status}).`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      from: { type: 'string' },
      remotes: { type: 'string' },
      keep: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const remotesFile = path.resolve(values.remotes ?? DEFAULT_REMOTES_FILE);
  const [first, second] = positionals;
  if (first === 'list') {
    const names = second
      ? [remoteNamed(second)]
      : /** @type {RemoteName[]} */ (Object.keys(REMOTE_APPS));
    return listReleases({ remotes: names, remotesFile });
  }
  if (first === 'promote') return promote({ remote: remoteNamed(second), remotesFile });
  if (first === 'rollback')
    return rollback({ remote: remoteNamed(second), remotesFile, to: values.to });
  if (values.to !== undefined) usageError('--to goes with rollback');
  if (second !== undefined && !COMMANDS.includes(first ?? ''))
    usageError(`Unexpected argument: ${second}`);
  const remote = remoteNamed(first);
  const canaryPercent =
    values.canary === undefined ? undefined : integerOption(values.canary, '--canary', 0, 100);
  const keep =
    values.keep === undefined ? DEFAULT_KEEP : integerOption(values.keep, '--keep', 1, 1000);
  // A dist given with --from is released as it is: building would not change it.
  if (!values['skip-build'] && !values.from) build(remote);
  const dist = path.resolve(values.from ?? path.join(REPO_ROOT, REMOTE_APPS[remote], 'dist'));
  await release({ remote, remotesFile, dist, canaryPercent, keep });
}

try {
  await main();
} catch (error) {
  // Refusals and failed checks are the tool's answer, not a crash: no stack.
  console.error(error instanceof ReleaseError ? `release: ${error.message}` : error);
  process.exitCode = 1;
}
