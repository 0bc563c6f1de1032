import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @import { ChildProcess } from 'node:child_process'
 * @import { Readable, Writable } from 'node:stream'
 */

/**
 * How a process ended: its exit code, or the signal that ended it.
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Exit
 */

/**
 * A process the cluster started.
 * @typedef {object} StartedProcess
 * @property {ChildProcess} child
 * @property {Promise<Exit>} exited
 * @property {() => Promise<Exit>} stop  SIGTERM, then its exit
 * @property {() => Promise<Exit>} kill  SIGKILL, then its exit
 */

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs`.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A child process whose output goes to `logStream`, with stop (SIGTERM) and kill (SIGKILL) that wait for its exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, cwd?: string, logStream?: Writable }} [options]
 *   `env` adds to this process's environment
 * @returns {StartedProcess}
 */
export function startProcess(command, args, { env = {}, cwd, logStream } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', logStream ? 'pipe' : 'ignore', logStream ? 'pipe' : 'inherit'],
  });
  if (logStream) {
    // Both are pipes when there is a log stream (stdio above).
    /** @type {Readable} */ (child.stdout).pipe(logStream, { end: false });
    /** @type {Readable} */ (child.stderr).pipe(logStream, { end: false });
  }
  /** @type {Promise<Exit>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  /** @param {NodeJS.Signals} signal */
  const signalAndWait = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    child,
    exited,
    stop: () => signalAndWait('SIGTERM'),
    kill: () => signalAndWait('SIGKILL'),
  };
}
