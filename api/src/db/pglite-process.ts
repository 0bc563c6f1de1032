import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the server process tells the API over IPC. */
export type PgliteServerMessage =
  { type: 'ready'; socketDir: string } | { type: 'failed'; error: string };

/** The socket file is `.s.PGSQL.<port>` in its directory, as node-postgres looks for it. */
export const PGLITE_SOCKET_PORT = 5432;

export interface PgliteServer {
  /** Where node-postgres connects: the socket directory and the socket's port number. */
  host: string;
  port: number;
  /** Closes PGlite cleanly (so files on disk stay whole) and waits for its process to end. */
  stop(): Promise<void>;
}

/**
 * V8 compiles PGlite's WebAssembly (PostgreSQL itself) with its baseline
 * compiler, then again with its optimising one for the functions that run
 * hot, on background threads. A database in memory keeps nothing past its
 * process, so it lives as long as a test file or a demo, and a test run's
 * (NODE_ENV=test) lives as long as its test, on disk too: there the second
 * compile costs more than it wins. Measured on the test template (a start and
 * 300 queries, 2 cores): 7.3 s of CPU and 4.8 s wall by default, 3.2 s and
 * 2.5 s with the baseline compiler only, each query as fast. A store's
 * database on disk runs for weeks, and on 200,000 rows the optimised code
 * answered heavy queries about 30 % sooner, so there V8 keeps its default.
 */
const SHORT_LIVED_WASM = ['--liftoff-only'];

/** A clean close takes well under this; past it the process is killed, or ends itself. */
export const STOP_TIMEOUT_MS = 15_000;

/**
 * How the PGlite server process is started. A built API is flat bundles side by
 * side (dist/server.js, dist/pglite-server.js), run by plain node; from source
 * (tests, development) the TypeScript entry runs through tsx.
 */
export function pgliteServerEntry(): { script: string; execArgv: string[] } {
  if (__filename.endsWith('.js')) {
    return { script: path.join(__dirname, 'pglite-server.js'), execArgv: [] };
  }
  // tsx's require hook alone: the server is CommonJS, and its ESM loader (a
  // worker thread) cost 0.37 s of CPU on every start, each test file's
  // included. An absolute path: node resolves a bare `--require tsx/cjs` from
  // the working directory. createRequire keeps a bundler from looking for tsx in a build.
  const tsx = createRequire(__filename).resolve('tsx/cjs');
  return { script: path.join(__dirname, 'pglite-server.ts'), execArgv: ['--require', tsx] };
}

/**
 * Starts PGlite in its own process on dataDir ('memory' keeps nothing; it may
 * start from the dump at loadFrom) and answers once it takes connections.
 * shortLived: the database is a test run's, whatever dataDir is.
 * onUnexpectedExit is told if the process ends without being asked to.
 */
export function startPgliteServer(
  { dataDir, loadFrom, shortLived }: { dataDir: string; loadFrom?: string; shortLived?: boolean },
  onUnexpectedExit: (reason: string) => void,
): Promise<PgliteServer> {
  const entry = pgliteServerEntry();
  const where =
    dataDir === 'memory'
      ? [dataDir, ...(loadFrom ? [path.resolve(loadFrom)] : [])]
      : [path.resolve(dataDir)];
  const child = fork(entry.script, where, {
    execArgv: [...entry.execArgv, ...(dataDir === 'memory' || shortLived ? SHORT_LIVED_WASM : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Its own process group: a Ctrl-C in the terminal reaches the API, which
    // closes the database in order, instead of killing both at once.
    detached: true,
  });
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`));
  });
  let stopping = false;

  const stop = async () => {
    if (stopping) return void (await exited);
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    // Closing the IPC channel is the server's signal to close PGlite and exit.
    if (child.connected) child.disconnect();
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<PgliteServer>((resolve, reject) => {
    let ready = false;
    child.on('error', (error) => {
      if (!ready) reject(error);
    });
    child.on('message', (message: PgliteServerMessage) => {
      if (message.type === 'failed') {
        reject(new Error(`The embedded database did not open: ${message.error}`));
      } else if (message.type === 'ready') {
        ready = true;
        resolve({ host: message.socketDir, port: PGLITE_SOCKET_PORT, stop });
      }
    });
    void exited.then((reason) => {
      if (!ready)
        reject(new Error(`The embedded database's process ended as it started (${reason})`));
      else if (!stopping) onUnexpectedExit(reason);
    });
  });
}
