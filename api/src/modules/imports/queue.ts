import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { importsRepository as repository, type ImportLease } from './repository';

/** Rows per transaction: small enough that progress moves and other requests get a turn. */
export const IMPORT_BATCH_SIZE = 250;

const INTERRUPTED =
  'The server stopped before this import finished. Import the file again; rows already imported are skipped.';

/** One uploaded file's rows, and how a batch of them is applied. */
export interface ImportJob<Row> {
  importId: string;
  rows: Row[];
  /** Applies one batch in one transaction, recording each row's outcome with it. */
  applyBatch(batch: Row[]): Promise<void>;
}

/** This instance's import worker. */
export interface ImportQueue {
  /**
   * This instance's claim, for a new import's record: the import is this
   * instance's to work from the moment it is created.
   */
  lease: ImportLease;
  /** Works the rows in the background, one import at a time, batch by batch. */
  enqueue<Row>(job: ImportJob<Row>): void;
  /** Resolves when every queued import has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    importQueue: ImportQueue;
  }
}

/**
 * The background worker of every CSV import, customers and products alike.
 * Any number of API instances share one database: each works the imports it
 * accepted, holding a lease on them that it renews as it goes, and fails only
 * the imports whose lease has run out, whoever held them.
 */
async function importQueuePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { db } = app;
  const lease: ImportLease = {
    workerId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    ms: config.IMPORT_LEASE_MS,
  };

  async function failAbandoned() {
    try {
      const failed = await repository.failAbandoned(db, INTERRUPTED);
      if (failed > 0) app.log.warn({ failed }, 'Imports left by a stopped instance were failed');
    } catch (error) {
      app.log.error({ err: error }, 'Could not look for abandoned imports');
    }
  }
  // An import still processing with a lease run out was cut off by a stop,
  // here or on another instance, and will never finish.
  await failAbandoned();

  let queue: Promise<void> = Promise.resolve();
  let closing = false;

  async function run<Row>({ importId, rows, applyBatch }: ImportJob<Row>) {
    try {
      for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
        if (closing) {
          await repository.fail(db, importId, INTERRUPTED);
          return;
        }
        if (!(await repository.renewLease(db, importId, lease))) {
          app.log.warn({ importId }, 'The import was given up for abandoned; stopping it');
          return;
        }
        await applyBatch(rows.slice(start, start + IMPORT_BATCH_SIZE));
        // Lets waiting requests (progress polls among them) run between batches.
        await nextTurn();
      }
      await repository.finish(db, importId);
    } catch (error) {
      app.log.error({ err: error, importId }, 'Import failed');
      await repository
        .fail(
          db,
          importId,
          'The import stopped because of a server error. Import the file again; rows already imported are skipped.',
        )
        .catch((failError: unknown) =>
          app.log.error({ err: failError, importId }, 'Could not mark the import failed'),
        );
    }
  }

  // Renews the lease on the imports waiting their turn too, and on a batch
  // that takes long; sweeps for other instances' abandoned imports.
  const heartbeat = setInterval(
    () => {
      repository
        .renewLeases(db, lease)
        .catch((error: unknown) => app.log.error({ err: error }, 'Could not renew import leases'));
    },
    Math.floor(lease.ms / 3),
  ).unref();
  const sweep = setInterval(() => void failAbandoned(), lease.ms).unref();

  app.decorate('importQueue', {
    lease,
    enqueue(job) {
      queue = queue.then(() => run(job));
    },
    idle: () => queue,
  });

  // Stops between batches and waits for the current one, so the database closes after it.
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(sweep);
    await queue;
    clearInterval(heartbeat);
  });
}

export default fp(importQueuePlugin, { name: 'import-queue', dependencies: ['database'] });
