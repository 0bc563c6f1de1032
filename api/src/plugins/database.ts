import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateUnderLock, seedOptionsOf } from '../db/migration-lock';
import type { DemoCredential } from '../db/seed/demo-accounts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The shop's reads, on a pool of their own so a burst of writes never starves them. */
    readDb: Database;
    /** The local demo's generated accounts (DEMO_ACCOUNTS=generated), for the start's banner. */
    demoCredentials: DemoCredential[];
  }
}

/**
 * Opens the database and hands out its handles (each module's repository runs
 * its SQL on them). Unless MIGRATE_ON_START
 * is false, first brings the schema up to date and seeds it, one instance at a time.
 */
async function databasePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    pgliteLoadFrom: config.PGLITE_LOAD_FROM,
    shortLived: config.NODE_ENV === 'test',
    poolMax: config.DB_POOL_MAX,
    readPoolMax: config.DB_READ_POOL_MAX,
    onIdleError: (error) => app.log.warn({ err: error }, 'An idle database connection was closed'),
    onEmbeddedExit: (reason) =>
      app.log.error(`The embedded database's process ended unasked (${reason})`),
  });
  let demoCredentials: DemoCredential[] = [];
  try {
    if (config.MIGRATE_ON_START) {
      const demo = await migrateUnderLock(handle.connection, seedOptionsOf(config));
      for (const email of demo.locked)
        app.log.warn(`${email} had its published demo password: it no longer signs in`);
      demoCredentials = demo.credentials;
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.addHook('onClose', () => handle.close());

  app.decorate('demoCredentials', demoCredentials);
  app.decorate('db', handle.db);
  app.decorate('readDb', handle.readDb);
}

export default fp(databasePlugin, { name: 'database' });
