#!/usr/bin/env node
// `pnpm dev`: the whole composed app for development. The host and the three
// remotes on webpack's dev server (hot updates, React Fast Refresh), the API in
// watch mode (tsx watch, embedded PGlite). Every line of output is prefixed
// with its app's name; Ctrl+C stops them all. Ports: README, "Developing".
import { spawn } from 'node:child_process';
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

/** @type {{ name: string, dir: string, env: Record<string, string>, url: string }[]} */
const CHILDREN = [
  { name: 'api', dir: 'api', env: apiEnv, url: `http://localhost:${apiPort}/api/docs` },
  ...[
    ['host', 'host'],
    ['storefront', 'remote-storefront'],
    ['verify', 'remote-verify'],
    ['dashboard', 'remote-dashboard'],
  ].map(([name, dir]) => ({
    name,
    dir,
    env: appEnv,
    url: `http://localhost:${devPortOf(DEV_APPS[name])}`,
  })),
];

const COLORS = [36, 35, 32, 33, 34];
const width = Math.max(...CHILDREN.map(({ name }) => name.length));
const useColor = process.stdout.isTTY;
/** @param {string} name @param {number} index */
const prefixOf = (name, index) => {
  const label = `${name.padEnd(width)} │`;
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m` : label;
};

/** @type {Map<string, ChildProcess>} */
const running = new Map();
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
  const prefix = prefixOf(name, index);
  for (const stream of [child.stdout, child.stderr])
    readline
      .createInterface({ input: stream })
      .on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
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

function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of running.values()) signalGroup(child, 'SIGTERM');
  // The API drains its requests first; anything still up after 15 s is cut.
  const cutOff = setTimeout(() => {
    for (const child of running.values()) signalGroup(child, 'SIGKILL');
  }, 15_000);
  cutOff.unref();
}

for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
  process.on(signal, stopAll);
