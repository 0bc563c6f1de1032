import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

declare module 'fastify' {
  interface FastifyInstance {
    importQueue: {
      /** Works the rows in the background, one import at a time, batch by batch. */
      enqueue<Row>(job: ImportJob<Row>): void;
      /** Resolves when every queued import has finished. */
      idle(): Promise<void>;
    };
  }
}

/** The background worker of every CSV import, customers and products alike. */
async function importQueuePlugin(app: FastifyInstance) {
  const repo = app.repos.imports;
  // This process is the only one that works imports, so one still marked
  // processing at start-up was cut off by a restart and will never finish.
  await repo.failUnfinished(INTERRUPTED);

  let queue: Promise<void> = Promise.resolve();
  let closing = false;

  async function run<Row>({ importId, rows, applyBatch }: ImportJob<Row>) {
    try {
      for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
        if (closing) {
          await repo.fail(importId, INTERRUPTED);
          return;
        }
        await applyBatch(rows.slice(start, start + IMPORT_BATCH_SIZE));
        // Lets waiting requests (progress polls among them) run between batches.
        await nextTurn();
      }
      await repo.finish(importId);
    } catch (error) {
      app.log.error({ err: error, importId }, 'Import failed');
      await repo
        .fail(
          importId,
          'The import stopped because of a server error. Import the file again; rows already imported are skipped.',
        )
        .catch((failError: unknown) =>
          app.log.error({ err: failError, importId }, 'Could not mark the import failed'),
        );
    }
  }

  app.decorate('importQueue', {
    enqueue(job) {
      queue = queue.then(() => run(job));
    },
    idle: () => queue,
  });

  // Stops between batches and waits for the current one, so the database closes after it.
  app.addHook('onClose', async () => {
    closing = true;
    await queue;
  });
}

export default fp(importQueuePlugin, { name: 'import-queue', dependencies: ['database'] });
