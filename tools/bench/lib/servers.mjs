import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @import { ChildProcess } from 'node:child_process'
 */

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The API as production runs it: compiled by pnpm build, started with node. */
export const API_BUNDLE = path.join(ROOT, 'api/dist/server.js');

/** The node arguments that start the compiled API; stops with a clear message when it is not built. */
export function apiBundleArgs() {
  if (!existsSync(API_BUNDLE))
    throw new Error(`${path.relative(ROOT, API_BUNDLE)} is missing: run pnpm build first`);
  return [API_BUNDLE];
}

// Ports of their own, so the bench never meets a dev server or a test run.
/** @type {Record<string, number>} */
export const PORTS = {
  api: 9000,
  trivial: 9001,
  host: 9080,
  'remote-storefront': 9081,
  'remote-verify': 9082,
  'remote-dashboard': 9083,
  'remote-operator': 9084,
  // A peer kept built in the repository (PEER_SITES), served beside our apps.
  'tractor-store-react': 9085,
};
/** The apps served from their dist folders, each on its port above (app-servers.mjs). */
export const APPS = [
  'host',
  'remote-storefront',
  'remote-verify',
  'remote-dashboard',
  'remote-operator',
];
/**
 * Other shops kept built in the repository, `tools/bench/peers/<name>/dist`
 * (nothing outside this machine is reachable from CI), each served on its
 * port above as our apps are (peer-server.mjs); peers.json lists their pages.
 */
export const PEER_SITES = ['tractor-store-react'];
/** @param {string} site a name in PEER_SITES */
export const peerDistOf = (site) => path.join(import.meta.dirname, '..', 'peers', site, 'dist');
/**
 * The peers whose built site is there to serve. One that is not is left
 * unserved: its pages are then unreachable, and its ratio budgets say so.
 */
export const servedPeerSites = () =>
  PEER_SITES.filter((site) => existsSync(path.join(peerDistOf(site), 'index.html')));
export const HOSTNAME = '127.0.0.1';
/** @param {string} app a name in PORTS */
export const originOf = (app) => `http://${HOSTNAME}:${PORTS[app]}`;
export const API_URL = `${originOf('api')}/api`;

/** @param {string} url */
async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function startProcess(command, args, env) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/**
 * @param {ChildProcess} child
 * @returns {Promise<unknown>}
 */
function stopProcess(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Whether something answers on the port: a server left from an earlier run would be measured instead of this build.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: HOSTNAME, port });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The API on a fresh in-memory database, a trivial Fastify route to compare
 * it with, and every app's dist folder served as production serves it
 * (app-servers.mjs), each in a process of its own. The host's remotes.json and
 * config.json point at the bench ports. The peers kept in the repository are
 * served by the apps' process, on their own ports.
 */
export async function startServers() {
  for (const [name, port] of Object.entries(PORTS))
    if (await portInUse(port))
      throw new Error(`port ${port} (${name}) is in use: stop what listens there first`);
  const appOrigins = APPS.map(originOf);
  const api = startProcess(process.execPath, apiBundleArgs(), {
    // The bench signs in as the demo customer, whose published password
    // production refuses: the API's only difference from production.
    DEMO_ACCOUNTS: 'published',
    HOST: HOSTNAME,
    PORT: String(PORTS.api),
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'warn',
    CORS_ORIGINS: appOrigins.join(','),
    AUTH_RATE_LIMIT: '100000',
  });
  const trivial = startProcess(
    process.execPath,
    [path.join(import.meta.dirname, 'trivial-server.mjs')],
    {
      HOST: HOSTNAME,
      PORT: String(PORTS.trivial),
    },
  );

  /** @type {{ stop: () => Promise<unknown> } | undefined} */
  let apps;
  // The API first: the host follows its catalogue news from its start, as in
  // production, so the pages it keeps are measured as a running site sends them.
  try {
    await waitFor(`${API_URL}/stores/38`);
    await waitFor(`${originOf('trivial')}/ping`);
    apps = await startAppServers(API_URL);
  } catch (error) {
    await stopAll();
    throw error;
  }

  async function stopAll() {
    await Promise.all([...(apps ? [apps.stop()] : []), stopProcess(api), stopProcess(trivial)]);
  }
  return { api, stop: stopAll };
}

/**
 * Every app's dist folder served as production serves it (app-servers.mjs),
 * in a process of its own, the host's config.json naming the API at
 * `apiUrl`; answers once each answers, with how to stop them. The large
 * bench serves them so for its own API (large/console.mjs).
 * @param {string} apiUrl
 */
export async function startAppServers(apiUrl) {
  for (const name of [...APPS, ...servedPeerSites()])
    if (await portInUse(PORTS[name]))
      throw new Error(`port ${PORTS[name]} (${name}) is in use: stop what listens there first`);
  const apps = startProcess(process.execPath, [path.join(import.meta.dirname, 'app-servers.mjs')], {
    BENCH_API_URL: apiUrl,
  });
  try {
    await Promise.all([
      ...APPS.map((app) =>
        waitFor(`${originOf(app)}/${app === 'host' ? 'config.json' : 'mf-manifest.json'}`, 30_000),
      ),
      ...servedPeerSites().map((site) => waitFor(`${originOf(site)}/`, 30_000)),
    ]);
  } catch (error) {
    await stopProcess(apps);
    throw error;
  }
  return { stop: () => stopProcess(apps) };
}
