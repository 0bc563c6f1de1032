// `pnpm --filter api seed`: seeds the configured database without starting the server.
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { seedStore } from './seed';

async function main() {
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  await handle.migrate();
  await seedStore(handle.db);
  await handle.close();
  console.log('Seeded store 38.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
