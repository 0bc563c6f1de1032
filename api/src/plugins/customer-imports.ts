import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CustomerImport } from '@storefront/shared/contracts';
import { createRowPlanner } from '../customer-import/plan-rows';
import type { CsvRow } from '../customer-import/read-customer-csv';

/** Rows per transaction: small enough that progress moves and other requests get a turn. */
export const IMPORT_BATCH_SIZE = 250;

const INTERRUPTED =
  'The server stopped before this import finished. Import the file again; rows already imported are skipped.';

declare module 'fastify' {
  interface FastifyInstance {
    customerImportQueue: {
      /** Processes the rows in the background, one import at a time, batch by batch. */
      enqueue(customerImport: CustomerImport, storeId: number, rows: CsvRow[]): void;
      /** Resolves when every queued import has finished. */
      idle(): Promise<void>;
    };
  }
}

async function customerImportsPlugin(app: FastifyInstance) {
  const repo = app.repos.customerImports;
  // This process is the only one that works imports, so one still marked
  // processing at start-up was cut off by a restart and will never finish.
  await repo.failUnfinished(INTERRUPTED);

  let queue: Promise<void> = Promise.resolve();
  let closing = false;

  async function run(importId: string, storeId: number, rows: CsvRow[]) {
    const planRows = createRowPlanner();
    try {
      for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
        if (closing) {
          await repo.fail(importId, INTERRUPTED);
          return;
        }
        const batch = planRows(rows.slice(start, start + IMPORT_BATCH_SIZE));
        await repo.applyBatch(importId, storeId, batch);
        // Lets waiting requests (progress polls among them) run between batches.
        await nextTurn();
      }
      await repo.finish(importId);
    } catch (error) {
      app.log.error({ err: error, importId }, 'Customer import failed');
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

  app.decorate('customerImportQueue', {
    enqueue(customerImport, storeId, rows) {
      queue = queue.then(() => run(customerImport.id, storeId, rows));
    },
    idle: () => queue,
  });

  // Stops between batches and waits for the current one, so the database closes after it.
  app.addHook('onClose', async () => {
    closing = true;
    await queue;
  });
}

export default fp(customerImportsPlugin, { name: 'customer-imports', dependencies: ['database'] });
