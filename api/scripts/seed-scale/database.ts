import { Client } from 'pg';
import type { AppConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateUnderLock, seedOptionsOf } from '../../src/db/migration-lock';
import { demoBanner } from '../../src/db/seed/demo-accounts';
import { seedScale, type ScaleReport } from './run';
import type { SizeName } from './sizes';

/**
 * The configured database (DATABASE_URL's, else PGlite's under PGLITE_DIR),
 * migrated and demo-seeded as `pnpm --dir api migrate` does (migration-lock.ts),
 * then given the scale data set on a connection of the seed's own.
 */
export async function seedConfiguredDatabase(
  config: AppConfig,
  options: { size: SizeName; seed: number; log: (line: string) => void },
): Promise<ScaleReport> {
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  options.log(
    engine === 'postgres'
      ? `Database: ${redacted(config.DATABASE_URL!)}`
      : `Database: PGlite in ${config.PGLITE_DIR}`,
  );
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolMax: 1,
  });
  try {
    const migrating = performance.now();
    const seeded = await migrateUnderLock(handle.connection, seedOptionsOf(config));
    if (seeded.credentials.length > 0) {
      options.log(demoBanner(seeded.credentials, config.DEMO_CREDENTIALS_FILE));
    }
    options.log(
      `Migrated and seeded the demo store in ${((performance.now() - migrating) / 1000).toFixed(1)} s`,
    );
    const client = new Client(handle.connection);
    await client.connect();
    try {
      return await seedScale(client, { ...options, engine });
    } finally {
      await client.end();
    }
  } finally {
    await handle.close();
  }
}

/** A URL without its password, for the log. */
export function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
