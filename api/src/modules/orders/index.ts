import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createOrderEventHub, type OrderEventHub } from './event-hub';
import { createOrderEventStreams, type OrderEventStreams } from './event-stream';
import { createOrdersService, type OrdersService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders: placing, the customer's and the store's reads, cancel and reorder, the operator's moves. */
    orders: OrdersService;
    /**
     * The order event log's live side: announce (after the commit) what
     * recordOrderEvent wrote, and open a stream of it.
     */
    orderEvents: Pick<OrderEventHub, 'announce'> & Pick<OrderEventStreams, 'open'>;
  }
}

/** The orders module: its service on `app.orders`, its live event streams on `app.orderEvents`. */
async function ordersModule(app: FastifyInstance, { config }: { config: AppConfig }) {
  const hub = await createOrderEventHub(app, config);
  const streams = createOrderEventStreams({ db: app.db, hub, log: app.log });
  // Open streams would hold the server's close up: each ends, and its browser reconnects elsewhere.
  app.addHook('preClose', () => streams.closeAll());
  app.addHook('onClose', () => hub.close());
  app.decorate('orderEvents', { announce: hub.announce, open: streams.open });
  app.decorate(
    'orders',
    createOrdersService({
      db: app.db,
      notifyCustomer: app.notifications.notifyCustomer,
      onStockChange: app.stockMoved,
      onOrderEvent: hub.announce,
      payments: app.payments.providers,
      publicUrl: config.PUBLIC_URL,
    }),
  );
}

export default fp(ordersModule, {
  name: 'orders',
  dependencies: ['database', 'redis', 'catalogue-cache', 'notifications', 'payments'],
});
export { orderRoutes } from './routes';
