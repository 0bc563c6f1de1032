#!/usr/bin/env node
// `pnpm dev`: the whole composed app for development. The host and the four
// remotes on webpack's dev server (hot updates, React Fast Refresh), the API in
// watch mode (tsx watch, embedded PGlite). Every line of output is prefixed
// with its app's name; Ctrl+C stops them all. Ports: README, "Developing".
//
// Stopping: Ctrl+C, or SIGINT/SIGTERM to the pnpm process (an IDE's stop
// button, a process manager). pnpm hands the signal to its script's shell,
// and every `dev` script starts with `exec`, so the shell is the program
// itself: the signal reaches this script, and from it each child's pnpm, the
// dev server, and tsx, which passes it on to the API once, so the API drains.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { DEV_API, DEV_APPS, devPortOf } from '../tools/webpack-config/dev-server.mjs';

/** @import { ChildProcess } from 'node:child_process' */

const root = path.resolve(import.meta.dirname, '..');
const apiPort = devPortOf(DEV_API);

// The dev servers send /api here and the dev host loads the dev remotes.
const appEnv = { DEV_API_URL: `http://localhost:${apiPort}`, DEV_REMOTES: 'dev' };
const apiEnv = {
  HOST: 'localhost',
  PORT: String(apiPort),
  // A database of its own: PGlite takes one process per folder, and `pnpm
  // start`'s API may be using api/data/pglite beside this one. Seeded on first start.
  PGLITE_DIR: process.env.PGLITE_DIR ?? path.join(root, 'api/data/pglite-dev'),
  // Links in texts and e-mails open the dev host.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${devPortOf(DEV_APPS.host)}`,
  // A developer's own machine: texted codes at /api/dev/*, and the demo
  // accounts with the passwords the README's Developing section gives.
  DEV_OUTBOX: 'true',
  DEMO_ACCOUNTS: 'published',
};

// The first start creates the dev database and seeds the demo store, which
// takes a while before the API answers: say so, and say when it is done.
const firstStart = !existsSync(apiEnv.PGLITE_DIR);
const startedAt = Date.now();

/** @type {{ name: string, dir: string, env: Record<string, string>, url: string }[]} */
const CHILDREN = [
  { name: 'api', dir: 'api', env: apiEnv, url: `http://localhost:${apiPort}/api/docs` },
  ...[
    ['host', 'host'],
    ['storefront', 'remote-storefront'],
    ['verify', 'remote-verify'],
    ['dashboard', 'remote-dashboard'],
    ['operator', 'remote-operator'],
  ].map(([name, dir]) => ({
    name,
    dir,
    env: appEnv,
    url: `http://localhost:${devPortOf(DEV_APPS[name])}`,
  })),
];

const COLORS = [36, 35, 32, 33, 34, 94];
const width = Math.max(...CHILDREN.map(({ name }) => name.length));
const useColor = process.stdout.isTTY;
/** @param {string} name @param {number} index */
const prefixOf = (name, index) => {
  const label = `${name.padEnd(width)} │`;
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m` : label;
};

/** @type {Map<string, ChildProcess>} */
const running = new Map();
/**
 * Every child as started, kept after it exits: its pnpm can exit on SIGTERM
 * before the dev server it started, which is still in the child's process group.
 * @type {Map<string, ChildProcess>}
 */
const started = new Map();
let stopping = false;

CHILDREN.forEach(({ name, dir, env }, index) => {
  // Each in its own process group, so stopping it reaches pnpm, webpack or tsx
  // and whatever they started, and nothing else on the machine.
  // --silent: no script banner, and no ELIFECYCLE line when Ctrl+C stops it.
  const child = spawn('pnpm', ['--silent', 'run', 'dev'], {
    cwd: path.join(root, dir),
    // Colours survive the pipe in a terminal; in a log file, none (colorette
    // and friends take any FORCE_COLOR as yes).
    env: { ...process.env, ...env, ...(useColor ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(name, child);
  started.set(name, child);
  const prefix = prefixOf(name, index);
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix} ${line}\n`);
      if (name === 'api' && firstStart && line.includes('Server listening at'))
        console.log(
          `${prefix} The dev database is created and seeded (${Math.round((Date.now() - startedAt) / 1000)} s); later starts skip this.`,
        );
    });
  child.on('exit', (code, signal) => {
    running.delete(name);
    if (stopping) return;
    // A dev server only exits on its own when it cannot run (a port in use):
    // the composed app is then incomplete, so stop the rest.
    console.error(`${prefix} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    process.exitCode = code || 1;
    stopAll();
  });
});

console.log(
  [
    '',
    ...CHILDREN.map(({ name, url }, index) => `${prefixOf(name, index)} ${url}`),
    '',
    `Open http://localhost:${devPortOf(DEV_APPS.host)} once the servers say "compiled" — Ctrl+C stops everything.`,
    ...(firstStart
      ? [
          `First start: the API is creating its database in ${path.relative(root, apiEnv.PGLITE_DIR) || apiEnv.PGLITE_DIR}`,
          'and seeding the demo store (products, stock, slots, the demo accounts) before it answers.',
        ]
      : []),
    '',
  ].join('\n'),
);

/** @param {ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  try {
    // The negative pid is the child's process group (detached above).
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Within this time of a stop every child is gone, drained or cut. */
const STOP_WITHIN_MS = 4_500;
/**
 * A dev server has nothing to save, but webpack finishes the compile it is in
 * before it honours SIGTERM, which on a busy machine took seconds past the
 * limit above. The API alone gets the whole time, to drain.
 */
const DEV_SERVER_STOP_MS = 1_500;

/** Kills the groups of the children started whose name passes `which`, exited or not. */
function cutOff(/** @type {(name: string) => boolean} */ which) {
  for (const [name, child] of started) if (which(name)) signalGroup(child, 'SIGKILL');
}

function stopAll() {
  if (stopping) return;
  stopping = true;
  // One SIGTERM to each child's pnpm, which passes it to the exec'd dev
  // server or tsx. Never to the whole group: tsx passes it on to the API, and
  // a second one from the group would cut the API's drain short.
  for (const child of running.values()) child.kill('SIGTERM');
  setTimeout(() => cutOff((name) => name !== 'api'), DEV_SERVER_STOP_MS).unref();
  setTimeout(() => cutOff(() => true), STOP_WITHIN_MS).unref();
}

for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, stopAll);

// Killed outright (SIGKILL), pnpm passes nothing on: this script is left
// with a new parent, and stops the children rather than leave them running.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll();
}, 1_000).unref();
