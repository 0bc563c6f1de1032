// `pnpm --dir api migrate`: the release step. Brings the configured database's
// schema up to date and seeds it (unless SEED=false), under the same lock the
// API takes when it migrates on start, then exits. `pnpm --dir api seed` runs
// this file from its TypeScript with SEED=true.
import { loadConfig } from '../config';
import { withMigratedDatabase } from './migration-lock';
import { demoBanner } from './seed/demo-accounts';

async function main() {
  const config = loadConfig();
  await withMigratedDatabase(config, async (_db, { credentials }) => {
    if (credentials.length > 0) console.log(demoBanner(credentials, config.DEMO_CREDENTIALS_FILE));
  });
  console.log(config.SEED ? 'Migrated and seeded the database.' : 'Migrated the database.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
