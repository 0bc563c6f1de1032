import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { MIGRATIONS_DIR } from '../config';
import * as schema from './schema';

/** The one database type the repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite:
 * on disk under pgliteDir, or in memory when pgliteDir is 'memory'. Both run the
 * same migrations.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** Told when an idle pooled connection dies (server restart, admin terminate). */
  onIdleError?: (error: Error) => void;
}): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, a dropped idle connection would crash the process; the
    // pool replaces it on the next query instead.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const inMemory = options.pgliteDir === 'memory';
  if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
  // PostgreSQL ships pg_trgm; PGlite needs its module loaded before a migration creates it.
  const extensions = { pg_trgm };
  const client = new PGlite(inMemory ? { extensions } : { dataDir: options.pgliteDir, extensions });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
