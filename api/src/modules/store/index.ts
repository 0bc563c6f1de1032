import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createStoreService, type StoreService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store: its details for customers, and the operator's settings. */
    store: StoreService;
  }
}

/** The store module: its service on `app.store`. */
async function storeModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate(
    'store',
    createStoreService({
      db: app.db,
      readDb: app.readDb,
      cardPayments: Boolean(config.STRIPE_SECRET_KEY),
      cardOn: app.payments.cardOn,
    }),
  );
}

export default fp(storeModule, { name: 'store', dependencies: ['database', 'orders'] });
export { storeRoutes } from './routes';
