import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool, type ClientBase, type ClientConfig } from 'pg';
import { SEARCH_SESSION_SETTING } from '../lib/search-pattern';
import { startPgliteServer } from './pglite-process';
import * as schema from './schema';

/** The one database type the repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the shop's reads (catalogue, store): on PostgreSQL a small pool of its
   * own, so a shopper browsing never queues behind the checkouts holding the
   * main pool; embedded, the one connection.
   */
  readDb: Database;
  /** How to open a connection of one's own (the migration lock holds one). */
  connection: ClientConfig;
  /** Ends the pool, then (embedded) closes PGlite and waits for its process to end. */
  close(): Promise<void>;
}

/**
 * A real PostgreSQL server when databaseUrl is set, otherwise embedded PGlite
 * in a process of its own (on disk under pgliteDir, or in memory when pgliteDir
 * is 'memory'), reached through its socket. Either way the API talks to it with
 * node-postgres, so there is one code path.
 */
/**
 * The shop's reads (the catalogue's pages, its search, a product) are each
 * prepared once per shape, every value a placeholder, and written so that one
 * plan serves every value (prepared.ts). Left to choose, PostgreSQL kept
 * planning a search afresh for each request, its generic plan's estimate of
 * an ILIKE pattern it cannot see being poor: 4.0 ms a search at the large
 * size, where the generic plan takes 1.8 (issue 47). On PostgreSQL, for the
 * shop's read pool alone: the operators' reads keep PostgreSQL's choice. On
 * the embedded PGlite, whose one connection serves every read: there a
 * search at the medium size went from 367 to 1,319 a second.
 */
const SHOP_READS_SESSION_SETTING = 'SET plan_cache_mode = force_generic_plan';

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  /** A dump an in-memory PGlite starts from (config's PGLITE_LOAD_FROM). */
  pgliteLoadFrom?: string;
  /** The database is a test run's (NODE_ENV=test): PGlite compiles for a short life (pglite-process.ts). */
  shortLived?: boolean;
  /** Connections the PostgreSQL pool may hold. */
  poolMax?: number;
  /** Connections the PostgreSQL pool for the shop's reads may hold. */
  readPoolMax?: number;
  /** Told when an idle pooled connection dies (server restart, admin terminate). */
  onIdleError?: (error: Error) => void;
  /** Told when the embedded database's process ends without being asked to. */
  onEmbeddedExit?: (reason: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connection = { connectionString: options.databaseUrl };
    const onConnect = async (client: ClientBase) => {
      await client.query(SEARCH_SESSION_SETTING);
    };
    const pool = new Pool({ ...connection, max: options.poolMax ?? 10, onConnect });
    const readPool = new Pool({
      ...connection,
      max: options.readPoolMax ?? 2,
      onConnect: async (client) => {
        await onConnect(client);
        await client.query(SHOP_READS_SESSION_SETTING);
      },
    });
    readPool.on('error', (error) => options.onIdleError?.(error));
    return handleFor(
      pool,
      connection,
      async () => {
        await Promise.all([pool.end(), readPool.end()]);
      },
      options.onIdleError,
      drizzle(readPool, { schema }),
    );
  }
  const server = await startPgliteServer(
    {
      dataDir: options.pgliteDir,
      loadFrom: options.pgliteLoadFrom,
      shortLived: options.shortLived,
    },
    (reason) => options.onEmbeddedExit?.(reason),
  );
  const connection = {
    host: server.host,
    port: server.port,
    user: 'postgres',
    database: 'postgres',
  };
  // PGlite runs one statement at a time in one session. Its socket server's
  // multiplexer queues each protocol message of each connection on its own, so
  // a statement that arrives in pieces could be interleaved with another
  // connection's. The API keeps to one connection, and keeps it open.
  const pool = new Pool({
    ...connection,
    max: 1,
    idleTimeoutMillis: 0,
    // PGlite is one session whichever connection reaches it. The pool drops a
    // connection whose query failed, and the one that replaces it would meet
    // the statements the old one prepared, which node-postgres prepares afresh.
    // The pool waits for this before it hands the connection out (a query sent
    // meanwhile would wait inside node-postgres, which version 9 refuses); one
    // that cannot run it fails the query that asked for it, which says why.
    onConnect: async (client) => {
      await client.query('DEALLOCATE ALL');
      await client.query(SEARCH_SESSION_SETTING);
      await client.query(SHOP_READS_SESSION_SETTING);
    },
  });
  return handleFor(
    pool,
    connection,
    async () => {
      await pool.end();
      await server.stop();
    },
    options.onIdleError,
  );
}

function handleFor(
  pool: Pool,
  connection: ClientConfig,
  close: () => Promise<void>,
  onIdleError?: (error: Error) => void,
  readDb?: Database,
): DatabaseHandle {
  // Without a listener, a dropped idle connection would crash the process; the
  // pool replaces it on the next query instead.
  pool.on('error', (error) => onIdleError?.(error));
  const db = drizzle(pool, { schema });
  return { db, readDb: readDb ?? db, connection, close };
}
