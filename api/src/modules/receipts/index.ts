import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReceiptsService, type ReceiptsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' receipts, drawn from their completed orders. */
    receipts: ReceiptsService;
  }
}

/** The receipts module: its service on `app.receipts`. */
async function receiptsModule(app: FastifyInstance) {
  app.decorate('receipts', createReceiptsService({ db: app.db }));
}

export default fp(receiptsModule, { name: 'receipts', dependencies: ['database'] });
export { receiptRoutes } from './routes';
