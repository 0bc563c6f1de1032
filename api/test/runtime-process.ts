import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, dropDatabase } from './helper';

/** Helpers for the tests that run the API as its own process, the way it is deployed. */

export const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 90_000;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port in the range. Each test file has a range of its own, so files
 * running at once never meet; and the same file runs in both API passes at
 * once (npm test runs them side by side), so the PGlite pass takes the lower
 * half and the PostgreSQL pass the upper. Without that split both could find
 * the same port free, and one pass's test would talk to the other's process.
 */
export async function freePort(range: { from: number; to: number }): Promise<number> {
  const half = Math.floor((range.to - range.from + 1) / 2);
  const from = process.env.TEST_DATABASE_URL ? range.from + half : range.from;
  const to = from + half - 1;
  for (let port = from; port <= to; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
}

/**
 * The environment a test process's database needs: a fresh database on the
 * PostgreSQL server TEST_DATABASE_URL names, or else embedded PGlite as the
 * process would open it by default (or where `pgliteDir` says).
 */
export async function testDatabase(prefix: string, pgliteDir?: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      env: pgliteDir ? { PGLITE_DIR: pgliteDir } : ({} as Record<string, string>),
      engine: 'PGlite',
      drop: async () => {},
    };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  return {
    env: { DATABASE_URL: url } as Record<string, string>,
    engine: 'PostgreSQL',
    drop: () => dropDatabase(adminUrl, name),
  };
}

export interface ApiProcess {
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr together. */
  output(): string;
  /** The exit code (or signal) once the process is gone and its output read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
}

/**
 * Starts node with these arguments. NODE_OPTIONS is emptied: jest's own
 * (--experimental-vm-modules) is no part of how the API runs, and nothing may
 * slip a loader in that way.
 */
export function spawnNode(args: string[], options: { cwd: string; env: Record<string, string> }) {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, NODE_OPTIONS: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
  } satisfies ApiProcess;
}

/** Waits until the process answers GET /api/health; fails with its output if it stops first. */
export async function waitUntilReady(api: ApiProcess, base: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!api.running()) throw new Error(`the API exited while starting:\n${api.output()}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the API did not answer within ${START_TIMEOUT_MS} ms:\n${api.output()}`);
}

/** Stops a process the test left running (a failed test), so it never outlives the run. */
export async function stopIfRunning(api: ApiProcess | undefined): Promise<void> {
  if (!api) return;
  if (api.running()) api.child.kill('SIGKILL');
  await api.exited;
}
