// `pnpm --filter api seed`: seeds the configured database without starting the server.
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { migrateUnderLock } from '../migration-lock';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolMax: 1,
  });
  try {
    await migrateUnderLock(handle.connection, { seed: true });
  } finally {
    await handle.close();
  }
  console.log('Seeded store 38.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
