// The embedded database's own process: PGlite behind a PostgreSQL socket, so its
// queries run off the API's event loop. Started by pglite-process.ts, which it
// tells over IPC where it listens; it stops when the API asks or goes away.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_SOCKET_PORT, STOP_TIMEOUT_MS, type PgliteServerMessage } from './pglite-process';

/**
 * How long a start waits for an earlier server on the same files to let go of
 * them. An API started beside another on one directory waits out the other's
 * whole first start (migrations and the seed), which on a busy machine passes
 * half a minute.
 */
const DATA_DIR_WAIT_MS = 120_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Two PGlite instances on one directory corrupt it. A restarted API can start
 * its server while the last one is still closing, so the directory is held by
 * a lock file naming its process, and a lock whose process is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => void> {
  const lockPath = `${dataDir}.lock`;
  const deadline = Date.now() + DATA_DIR_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockPath, 'utf8'));
    if (!Number.isInteger(holder) || holder <= 0 || !isAlive(holder)) {
      rmSync(lockPath, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(`${dataDir} is in use by process ${holder} (${lockPath})`);
    }
    if (!told) {
      told = true;
      console.error(
        `${dataDir} is in use by process ${holder}: waiting up to ${DATA_DIR_WAIT_MS / 1000} s for it to close`,
      );
    }
    await sleep(100);
  }
}

async function main(dataDir: string, loadFrom: string | undefined) {
  const send = (message: PgliteServerMessage) => process.send?.(message);
  /** Set once the database is open and served. */
  const opened: { stop?: () => Promise<void> } = {};
  let stopping = false;
  /** Where a start or a stop is, for the message of one that hangs. */
  let step = 'opening the database';
  // The API closing its end (a clean close, or the API dying) is the signal to stop.
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // A close that never ends would hold the data directory, and every later
    // start would wait on it (CI once saw a restarted API wait 120 s on the
    // server of one it had killed). Past the time the API gives a close, this
    // process ends as the API would end it, and PGlite recovers from its
    // write-ahead log on the next start, as after a crash.
    setTimeout(() => {
      console.error(
        `The PGlite server did not stop within ${STOP_TIMEOUT_MS / 1000} s (${step}): exiting`,
      );
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    // While the database is still opening, main() stops it once it is open.
    if (!opened.stop) return;
    opened.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The PGlite server did not close cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('disconnect', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const inMemory = dataDir === 'memory';
  let releaseDataDir = () => {};
  if (!inMemory) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseDataDir = await lockDataDir(dataDir);
  }
  // PostgreSQL ships pg_trgm; PGlite needs its module loaded before a migration creates it.
  const extensions = { pg_trgm };
  const db = await PGlite.create(
    inMemory
      ? { extensions, ...(loadFrom ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : {}) }
      : { dataDir, extensions },
  );
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pglite-'));
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`),
    // The API holds one connection, plus the migration's own while it starts.
    maxConnections: 2,
  });
  await server.start();
  opened.stop = async () => {
    step = 'closing its socket';
    await server.stop();
    step = 'closing the database';
    await db.close();
    rmSync(socketDir, { recursive: true, force: true });
    releaseDataDir();
  };
  if (stopping || !process.connected) {
    // The API went away while the database was opening.
    stopping = false;
    shutdown();
    return;
  }
  send({ type: 'ready', socketDir });
}

const [dataDir, loadFrom] = process.argv.slice(2);
if (!dataDir || !process.send) {
  console.error('pglite-server is started by the API (pglite-process.ts), with a data directory');
  process.exit(2);
}
main(dataDir, loadFrom).catch((error: unknown) => {
  console.error(error);
  process.send?.({ type: 'failed', error: String((error as Error)?.message ?? error) });
  process.exit(1);
});
