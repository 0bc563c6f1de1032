import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, type ClientConfig } from 'pg';
import { type AppConfig, MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase } from './database';
import { buildOnlineIndexes } from './online-indexes';
import * as schema from './schema';
import { type DemoAccountsMode, type DemoSeedResult, seedDemoAccounts } from './seed/demo-accounts';
import { seedStore } from './seed/seed';

/** The lock's name, hashed to the number PostgreSQL's advisory locks take. */
const MIGRATION_LOCK_KEY = 'storefront:migrate-and-seed';

/** What to seed after migrating: the store, and its demo accounts as DEMO_ACCOUNTS says. */
export interface SeedOptions {
  seed: boolean;
  demoAccounts?: { mode: DemoAccountsMode; credentialsFile: string };
}

/** The seed the configuration asks for. */
export const seedOptionsOf = (config: AppConfig): SeedOptions => ({
  seed: config.SEED,
  demoAccounts: { mode: config.DEMO_ACCOUNTS, credentialsFile: config.DEMO_CREDENTIALS_FILE },
});

const NOTHING_SEEDED: DemoSeedResult = { credentials: [], locked: [] };

/**
 * Brings the schema up to date and (when asked) seeds the store and its demo
 * accounts, one instance at a time: instances started together on an empty database would otherwise
 * create the same tables at once and fail. The lock is PostgreSQL's own,
 * session-level, held on a connection of its own that does the work, so it
 * is let go when the work ends or the connection dies. Then the online
 * indexes (online-indexes.ts) the database lacks are built.
 */
export async function migrateUnderLock(
  connection: ClientConfig,
  options: SeedOptions,
): Promise<DemoSeedResult> {
  const client = new Client(connection);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    let seeded = NOTHING_SEEDED;
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      if (options.seed) {
        await seedStore(db);
        const demo = options.demoAccounts ?? { mode: 'off', credentialsFile: '' };
        seeded = await seedDemoAccounts(db, demo.mode, demo.credentialsFile);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    }
    // After the lock is let go: a concurrent build waits for every transaction
    // older than itself, and an instance waiting on the lock is one, which
    // would be waiting on this one in turn.
    await buildOnlineIndexes(client);
    return seeded;
  } finally {
    await client.end();
  }
}

/**
 * For the API's commands (migrate, create-operator): the configured database,
 * brought up to date and seeded as configured, handed to `work`, then closed.
 */
export async function withMigratedDatabase<T>(
  config: AppConfig,
  work: (db: Database, seeded: DemoSeedResult) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    shortLived: config.NODE_ENV === 'test',
    poolMax: 1,
  });
  try {
    return await work(handle.db, await migrateUnderLock(handle.connection, seedOptionsOf(config)));
  } finally {
    await handle.close();
  }
}
