import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createOrdersService, type OrdersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders: placing, the customer's and the store's reads, cancel and reorder, the operator's moves. */
    orders: OrdersService;
  }
}

/** The orders module: its service on `app.orders`. */
async function ordersModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate(
    'orders',
    createOrdersService({
      db: app.db,
      notifyCustomer: app.notifications.notifyCustomer,
      onStockChange: app.stockMoved,
      payments: app.payments.providers,
      publicUrl: config.PUBLIC_URL,
    }),
  );
}

export default fp(ordersModule, {
  name: 'orders',
  dependencies: ['database', 'catalogue-cache', 'notifications', 'payments'],
});
export { orderRoutes } from './routes';
