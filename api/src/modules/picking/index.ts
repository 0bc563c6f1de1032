import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPickingService, type PickingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The picking app's batches, lines and finish. */
    picking: PickingService;
  }
}

/** The picking module: its service on `app.picking`. */
async function pickingModule(app: FastifyInstance) {
  app.decorate(
    'picking',
    createPickingService({
      db: app.db,
      orders: app.orders,
      onOrdersChanged: app.stockMoved,
      onOrderEvent: app.orderEvents.announce,
      productByGtin: app.catalogue.productByGtin,
    }),
  );
}

export default fp(pickingModule, {
  name: 'picking',
  dependencies: ['database', 'orders', 'catalogue', 'catalogue-cache'],
});
export { pickingRoutes } from './routes';
