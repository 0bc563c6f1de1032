import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueNewsService, type CatalogueNewsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue news as server-sent events, for the site's server. */
    catalogueNews: CatalogueNewsService;
  }
}

/** The catalogue-news module: its service on `app.catalogueNews`. */
async function catalogueNewsModule(app: FastifyInstance) {
  const service = createCatalogueNewsService({ onCatalogueNews: app.onCatalogueNews });
  // Before the listener closes: an open stream would hold the close up.
  app.addHook('preClose', async () => service.close());
  app.decorate('catalogueNews', service);
}

export default fp(catalogueNewsModule, {
  name: 'catalogue-news',
  dependencies: ['catalog-cache'],
});
export { catalogueNewsRoutes } from './routes';
