import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { build } from 'esbuild';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { PRODUCTS } from '../src/db/seed/catalogue';
import { TEMPLATE_ENV } from './databases';
import { makePgliteTemplate } from './global-setup';

/**
 * Embedded PGlite runs in a process of its own behind a PostgreSQL socket.
 * Whatever engine the rest of the suite uses, these run on PGlite.
 */

// Every test starts one to three database processes. One start takes about 6 s
// on a quiet two-core machine and passed 15 s in CI with the PostgreSQL pass
// beside it, so the suite's 30 s would fail a test that is only slow.
jest.setTimeout(120_000);

const API_DIR = path.resolve(__dirname, '..');
let tempDir: string;
const handles: DatabaseHandle[] = [];

beforeEach(() => {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pglite-test-'));
});
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  rmSync(tempDir, { recursive: true, force: true });
});

const open = async (pgliteDir: string, pgliteLoadFrom?: string) => {
  const handle = await openDatabase({ pgliteDir, pgliteLoadFrom, shortLived: true });
  handles.push(handle);
  return handle;
};
const close = async (handle: DatabaseHandle) => {
  handles.splice(handles.indexOf(handle), 1);
  await handle.close();
};

/** The processes whose command line names this data directory (Linux's /proc). */
const serversOn = (dataDir: string) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(dataDir);
      } catch {
        return false; // gone while we looked
      }
    });

/** A raw query's rows (both engines' results carry them; the shared type does not say so). */
const rowsOf = async <T>(db: Pick<DatabaseHandle['db'], 'execute'>, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const notes = async (handle: DatabaseHandle) =>
  (await rowsOf<{ body: string }>(handle.db, sql`SELECT body FROM notes ORDER BY body`)).map(
    (row) => row.body,
  );

describe('embedded PGlite in its own process', () => {
  it('keeps what was written on disk across a close and a reopen, and its process ends', async () => {
    const dataDir = path.join(tempDir, 'pglite');
    const first = await open(dataDir);
    expect(serversOn(dataDir)).toHaveLength(1);
    await first.db.execute(sql`CREATE TABLE notes (body text NOT NULL)`);
    await first.db.execute(sql`INSERT INTO notes VALUES ('kept')`);
    await close(first);
    expect(serversOn(dataDir)).toEqual([]);

    const reopened = await open(dataDir);
    expect(await notes(reopened)).toEqual(['kept']);
  });

  it('in memory, keeps nothing between opens', async () => {
    const first = await open('memory');
    await first.db.execute(sql`CREATE TABLE notes (body text NOT NULL)`);
    await close(first);
    const second = await open('memory');
    const tables = await rowsOf<{ n: number }>(
      second.db,
      sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'notes'`,
    );
    expect(tables[0]!.n).toBe(0);
  });

  it('in memory, starts from a dump of migrated and seeded files, and writes nothing back to it', async () => {
    // The run's template (global-setup.ts); on a PostgreSQL run there is none, so one is made.
    const dump =
      process.env[TEMPLATE_ENV.pglite] ?? makePgliteTemplate(path.join(tempDir, 'seeded.tar'));
    const before = readFileSync(dump);
    const productCount = async (handle: DatabaseHandle) =>
      (
        await rowsOf<{ n: number }>(
          handle.db,
          sql`SELECT count(*)::int AS n FROM products WHERE variant_of IS NULL`,
        )
      )[0]!.n;

    const first = await open('memory', dump);
    expect(await productCount(first)).toBe(PRODUCTS.length);
    await first.db.execute(sql`DELETE FROM cart_items`);
    await first.db.execute(sql`CREATE TABLE notes (body text NOT NULL)`);
    await close(first);

    const second = await open('memory', dump);
    expect(await productCount(second)).toBe(PRODUCTS.length);
    const tables = await rowsOf<{ n: number }>(
      second.db,
      sql`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'notes'`,
    );
    expect(tables[0]!.n).toBe(0);
    expect(readFileSync(dump).equals(before)).toBe(true);
  });

  it('runs transactions whole, one after another, on its one connection', async () => {
    const handle = await open('memory');
    await handle.db.execute(sql`CREATE TABLE counter (n int NOT NULL)`);
    await handle.db.execute(sql`INSERT INTO counter VALUES (0)`);
    // Each reads, waits, then writes what it read plus one: interleaved, some would be lost.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        handle.db.transaction(async (tx) => {
          const [row] = await rowsOf<{ n: number }>(tx, sql`SELECT n FROM counter`);
          await sleep(5);
          await tx.execute(sql`UPDATE counter SET n = ${row!.n + 1}`);
        }),
      ),
    );
    const [row] = await rowsOf<{ n: number }>(handle.db, sql`SELECT n FROM counter`);
    expect(row!.n).toBe(8);
  });

  it('prepares its statements again on the connection that replaces one a failed query ended', async () => {
    const { db } = await open('memory');
    await db.execute(sql`CREATE TABLE notes (body text PRIMARY KEY)`);
    await db.execute(sql`INSERT INTO notes VALUES ('kept')`);
    const find = db
      .select({ body: sql<string>`body` })
      .from(sql`notes`)
      .where(sql`body = ${sql.placeholder('body')}`)
      .prepare('notes_find');
    expect(await find.execute({ body: 'kept' })).toEqual([{ body: 'kept' }]);
    // node-postgres's pool drops a connection whose query failed; PGlite keeps its one session.
    await expect(db.execute(sql`INSERT INTO notes VALUES ('kept')`)).rejects.toThrow();
    expect(await find.execute({ body: 'kept' })).toEqual([{ body: 'kept' }]);
  });

  it('hands a new connection out only once its first statement is done', async () => {
    // node-postgres queues a query sent while its connection still runs
    // another, warns that it is deprecated, and from version 9 refuses it:
    // with --throw-deprecation that warning ends the process.
    const script = `
      const { sql } = require('drizzle-orm');
      const { openDatabase } = require('./src/db/database');
      (async () => {
        const handle = await openDatabase({ pgliteDir: 'memory', shortLived: true });
        await handle.db.execute(sql\`CREATE TABLE notes (body text PRIMARY KEY)\`);
        await handle.db.execute(sql\`INSERT INTO notes VALUES ('kept')\`).catch(() => {});
        await handle.db.execute(sql\`INSERT INTO notes VALUES ('kept')\`).catch(() => {});
        await handle.db.execute(sql\`SELECT body FROM notes\`);
        await handle.close();
        console.log('done');
      })();
    `;
    const standIn = spawn(
      process.execPath,
      ['--throw-deprecation', '--require', require.resolve('tsx/cjs'), '-e', script],
      { cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    standIn.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    standIn.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => standIn.once('close', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'done' });
  });

  it('closes cleanly when the API process dies, so the data is whole on the next start', async () => {
    const dataDir = path.join(tempDir, 'pglite');
    // A stand-in for the API: opens the database, writes, says so, and waits to be killed.
    const script = `
      const { sql } = require('drizzle-orm');
      const { openDatabase } = require('./src/db/database');
      (async () => {
        const handle = await openDatabase({ pgliteDir: ${JSON.stringify(dataDir)} });
        await handle.db.execute(sql\`CREATE TABLE notes (body text NOT NULL)\`);
        await handle.db.execute(sql\`INSERT INTO notes VALUES ('before the kill')\`);
        console.log('written');
      })();
    `;
    const api = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => api.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      api.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve();
      });
      api.once('exit', (code) => reject(new Error(`the stand-in exited early (${code})`)));
    });
    expect(serversOn(dataDir)).toHaveLength(1);

    api.kill('SIGKILL');
    await exited;
    const deadline = Date.now() + 15_000;
    while (serversOn(dataDir).length > 0 && Date.now() < deadline) await sleep(100);
    expect(serversOn(dataDir)).toEqual([]);

    const reopened = await open(dataDir);
    expect(await notes(reopened)).toEqual(['before the kill']);
  });

  it('waits for an earlier server on the same files to close before opening them', async () => {
    const dataDir = path.join(tempDir, 'pglite');
    const first = await open(dataDir);
    await first.db.execute(sql`CREATE TABLE notes (body text NOT NULL)`);
    let secondOpened = false;
    const second = open(dataDir).then((handle) => {
      secondOpened = true;
      return handle;
    });
    await sleep(1_500);
    expect(secondOpened).toBe(false);
    await first.db.execute(sql`INSERT INTO notes VALUES ('from the first')`);
    await close(first);
    expect(await notes(await second)).toEqual(['from the first']);
  });
});

describe('the built API', () => {
  it('starts the embedded database from the bundle beside it, with plain node', async () => {
    // Built the way the API ships: flat bundles side by side, one folder below the
    // API's root (where the migrations are found); PGlite stays a package, since
    // it loads its files from beside its own module.
    const outdir = mkdtempSync(path.join(API_DIR, '.test-dist-'));
    try {
      await build({
        entryPoints: ['src/db/migrate.ts', 'src/db/pglite-server.ts'].map((entry) =>
          path.join(API_DIR, entry),
        ),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        outdir,
        external: ['@electric-sql/pglite', '@electric-sql/pglite-socket', 'pg-native'],
        logLevel: 'silent',
      });
      const dataDir = path.join(tempDir, 'pglite');
      const run = spawn(process.execPath, [path.join(outdir, 'migrate.js')], {
        cwd: tempDir,
        env: { PATH: process.env.PATH, PGLITE_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      run.stdout!.on('data', (chunk) => (output += chunk));
      run.stderr!.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => run.once('exit', resolve));
      expect({ code, output }).toEqual({ code: 0, output: 'Migrated and seeded the database.\n' });

      const reopened = await open(dataDir);
      const [products] = await rowsOf<{ n: number }>(
        reopened.db,
        sql`SELECT count(*)::int AS n FROM products WHERE variant_of IS NULL`,
      );
      expect(products!.n).toBe(PRODUCTS.length);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
