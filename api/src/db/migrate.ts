// `pnpm --dir api migrate`: the release step. Brings the configured database's
// schema up to date and seeds it (unless SEED=false), under the same lock the
// API takes when it migrates on start, then exits. `pnpm --dir api seed` runs
// this file from its TypeScript with SEED=true.
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateUnderLock } from './migration-lock';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolMax: 1,
  });
  try {
    await migrateUnderLock(handle.connection, { seed: config.SEED });
  } finally {
    await handle.close();
  }
  console.log(config.SEED ? 'Migrated and seeded the database.' : 'Migrated the database.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
