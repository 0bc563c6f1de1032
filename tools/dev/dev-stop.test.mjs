// `pnpm dev` stopped the way an IDE's stop button or a process manager does
// it: one signal to the pnpm process's PID, nothing to its children. Every
// process it started must be gone within 5 s, and the API must drain once
// (one "Shutting down" line, never cut short). The first start also says it is
// seeding. The dev servers run on ports of their own and a fresh database.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

/** @import { ChildProcess } from 'node:child_process' */

const ROOT = path.resolve(import.meta.dirname, '../..');
const STOP_WITHIN_MS = 5_000;
const PORTS = {
  DEV_API_PORT: '3190',
  DEV_HOST_PORT: '3180',
  DEV_STOREFRONT_PORT: '3181',
  DEV_VERIFY_PORT: '3182',
  DEV_DASHBOARD_PORT: '3183',
  DEV_OPERATOR_PORT: '3184',
};
const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-stop-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every process below `pid`, from /proc (the test stops only what pnpm dev started). */
function descendantsOf(/** @type {number} */ pid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while listing
    }
    // "pid (name) state ppid …": the name may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(/** @type {number} */ (queue.shift())) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const isAlive = (/** @type {number} */ pid) => {
  try {
    // A zombie still answers signal 0, but has stopped: its state is Z.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/**
 * Starts `pnpm dev` as a developer's tools do and waits until the API answers.
 * @returns {Promise<{ pnpm: ChildProcess, output: () => string }>}
 */
async function startDev() {
  let output = '';
  const pnpm = spawn('pnpm', ['dev'], {
    cwd: ROOT,
    env: { ...process.env, ...PORTS, PGLITE_DIR: path.join(dataDir, 'pglite'), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group, so a failed test can still clear away everything it started.
    detached: true,
  });
  for (const stream of [pnpm.stdout, pnpm.stderr])
    stream?.on('data', (chunk) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (!output.includes('Server listening at')) {
    if (pnpm.exitCode !== null) assert.fail(`pnpm dev exited (${pnpm.exitCode}):\n${output}`);
    if (Date.now() > deadline) assert.fail(`the API did not start within 150 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { pnpm, output: () => output };
}

/**
 * Sends `signal` to the pnpm process alone and answers how long until every
 * process it had started was gone.
 * @param {ChildProcess} pnpm
 * @param {NodeJS.Signals} signal
 */
async function stopBySignal(pnpm, signal) {
  const started = descendantsOf(/** @type {number} */ (pnpm.pid));
  // pnpm, this script, the API's pnpm, tsx and the API, four dev servers and their pnpms.
  assert.ok(started.length >= 10, `pnpm dev started only ${started.length} processes`);
  const sentAt = Date.now();
  pnpm.kill(signal);
  while ([/** @type {number} */ (pnpm.pid), ...started].some(isAlive)) {
    if (Date.now() - sentAt > 15_000) {
      process.kill(-(/** @type {number} */ (pnpm.pid)), 'SIGKILL');
      for (const pid of started.filter(isAlive)) process.kill(pid, 'SIGKILL');
      assert.fail(`still running 15 s after ${signal}: ${started.filter(isAlive).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - sentAt;
}

/** @param {string} output */
const apiLines = (output) => output.split('\n').filter((line) => line.startsWith('api '));

describe('pnpm dev stopped by a signal to the pnpm process', { timeout: 420_000 }, () => {
  it('SIGINT on the first start: it says it is seeding, and everything stops within 5 s, the API drained once', async () => {
    const { pnpm, output } = await startDev();
    assert.match(output(), /First start: the API is creating its database in .*pglite/);
    assert.match(output(), /The dev database is created and seeded \(\d+ s\)/);
    const took = await stopBySignal(pnpm, 'SIGINT');
    const api = apiLines(output());
    assert.equal(api.filter((line) => line.includes('Shutting down:')).length, 1, api.join('\n'));
    assert.equal(api.filter((line) => /Force killing|Killing process/.test(line)).length, 0);
    assert.ok(took <= STOP_WITHIN_MS, `took ${took} ms`);
  });

  it('SIGTERM on a later start: no seeding, and the same clean stop', async () => {
    const { pnpm, output } = await startDev();
    assert.doesNotMatch(output(), /First start/);
    const took = await stopBySignal(pnpm, 'SIGTERM');
    const api = apiLines(output());
    assert.equal(api.filter((line) => line.includes('Shutting down:')).length, 1, api.join('\n'));
    assert.ok(took <= STOP_WITHIN_MS, `took ${took} ms`);
  });
});
