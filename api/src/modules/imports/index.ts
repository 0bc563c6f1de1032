import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import importQueue from './queue';
import { createImportsService, type ImportsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CSV imports of customers and products, worked in the background. */
    imports: ImportsService;
  }
}

/**
 * The imports module: this instance's import queue (`app.importQueue`, which
 * holds a lease on the imports it works) and the service on `app.imports`.
 */
async function importsModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(importQueue, { config });
  app.decorate(
    'imports',
    createImportsService({
      db: app.db,
      queue: app.importQueue,
      findStore: (storeId) => app.store.find(storeId),
      onCatalogueChange: app.catalogueChanged,
    }),
  );
}

export default fp(importsModule, {
  name: 'imports',
  dependencies: ['database', 'catalogue-cache', 'store'],
});
export { importRoutes } from './routes';
