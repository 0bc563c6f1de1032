import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createOrderService, type OrderService } from '../services/orders/order-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order rules: placing, the customer's cancel, the operator's moves. */
    orderService: OrderService;
  }
}

/** The services: business rules that run inside one transaction, over the repositories' SQL. */
async function servicesPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate(
    'orderService',
    createOrderService({
      db: app.db,
      orders: app.repos.orders,
      notifyCustomer: app.notifications.notifyCustomer,
      onStockChange: app.stockMoved,
      payments: app.payments.providers,
      publicUrl: config.PUBLIC_URL,
    }),
  );
}

export default fp(servicesPlugin, {
  name: 'services',
  dependencies: ['database', 'catalog-cache', 'notifications'],
});
