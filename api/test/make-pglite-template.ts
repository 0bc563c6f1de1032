// Run by global-setup.ts (through tsx, as PGlite is ESM): makes the dump every
// PGlite test file starts from, the schema migrated and the store seeded, once
// per run. It goes through the API's own server process and migration, on a
// directory on disk that PGlite then dumps.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrateUnderLock } from '../src/db/migration-lock';
import { TEST_SEED } from './databases';
import { startPgliteServer } from '../src/db/pglite-process';

async function makeTemplate(out: string) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pglite-template-'));
  const dataDir = path.join(workDir, 'pglite');
  try {
    const server = await startPgliteServer({ dataDir }, (reason) => {
      throw new Error(`The template's database ended unasked (${reason})`);
    });
    try {
      const connection = {
        host: server.host,
        port: server.port,
        user: 'postgres',
        database: 'postgres',
      };
      await migrateUnderLock(connection, TEST_SEED);
    } finally {
      await server.stop();
    }
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const dump = await db.dumpDataDir('none');
    writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
    await db.close();
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const out = process.argv[2];
if (!out) {
  console.error('usage: make-pglite-template.ts <dump file>');
  process.exit(2);
}
makeTemplate(out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
