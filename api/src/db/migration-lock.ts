import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, type ClientConfig } from 'pg';
import { MIGRATIONS_DIR } from '../config';
import * as schema from './schema';
import { seedStore } from './seed/seed';

/** The lock's name, hashed to the number PostgreSQL's advisory locks take. */
const MIGRATION_LOCK_KEY = 'storefront:migrate-and-seed';

/**
 * Brings the schema up to date and (when asked) seeds the store, one instance
 * at a time: instances started together on an empty database would otherwise
 * create the same tables at once and fail. The lock is PostgreSQL's own,
 * session-level, held on a connection of its own that does the work, so it
 * is let go when the work ends or the connection dies.
 */
export async function migrateUnderLock(
  connection: ClientConfig,
  options: { seed: boolean },
): Promise<void> {
  const client = new Client(connection);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      if (options.seed) await seedStore(db);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
