import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import {
  createCatalogueService,
  type CatalogueService,
} from '../services/catalogue/catalogue-service';
import { createOrderService, type OrderService } from '../services/orders/order-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order rules: placing, the customer's cancel, the operator's moves. */
    orderService: OrderService;
    /** The operator's catalogue: products, pictures, stock adjustments, categories. */
    catalogue: CatalogueService;
  }
}

/** The services: business rules that run inside one transaction, over the repositories' SQL. */
async function servicesPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  app.decorate(
    'orderService',
    createOrderService({
      db: app.db,
      orders: app.repos.orders,
      notifyCustomer: app.notifyCustomer,
      onStockChange: app.stockMoved,
      payments: app.payments.providers,
      publicUrl: config.PUBLIC_URL,
    }),
  );
  app.decorate(
    'catalogue',
    createCatalogueService({
      db: app.db,
      stock: app.repos.stock,
      onChange: app.catalogChanged,
    }),
  );
}

export default fp(servicesPlugin, {
  name: 'services',
  dependencies: ['database', 'catalog-cache', 'notifications'],
});
