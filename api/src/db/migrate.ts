// `pnpm --dir api migrate`: the release step. Brings the configured database's
// schema up to date and seeds it (unless SEED=false), under the same lock the
// API takes when it migrates on start, then exits. `pnpm --dir api seed` runs
// this file from its TypeScript with SEED=true.
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateUnderLock, seedOptionsOf } from './migration-lock';
import { demoBanner } from './seed/demo-accounts';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolMax: 1,
  });
  try {
    const demo = await migrateUnderLock(handle.connection, seedOptionsOf(config));
    if (demo.credentials.length > 0)
      console.log(demoBanner(demo.credentials, config.DEMO_CREDENTIALS_FILE));
  } finally {
    await handle.close();
  }
  console.log(config.SEED ? 'Migrated and seeded the database.' : 'Migrated the database.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
