import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueService, type CatalogueService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue: what customers browse, and the operator's products, stock and categories. */
    catalogue: CatalogueService;
  }
}

/**
 * The catalogue module: its service on `app.catalogue`, reading through the
 * instance's cached answers and telling every instance of each change (the
 * catalogue-cache plugin's change bus).
 */
async function catalogueModule(app: FastifyInstance) {
  app.decorate(
    'catalogue',
    createCatalogueService({
      db: app.db,
      readDb: app.readDb,
      answers: app.catalogueAnswers,
      storage: app.storage,
      onChange: app.catalogueChanged,
      onNews: app.onCatalogueNews,
    }),
  );
  // Before the listener closes: an open news stream would hold the close up.
  app.addHook('preClose', async () => app.catalogue.news.close());
}

export default fp(catalogueModule, {
  name: 'catalogue',
  dependencies: ['database', 'catalogue-cache', 'storage'],
});
export { catalogueRoutes } from './routes';
