import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiscountsService, type DiscountsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discount codes: a cart's pricing of one, and the operator's codes. */
    discounts: DiscountsService;
  }
}

/** The discounts module: its service on `app.discounts`. Checkout uses the service's exported pieces. */
async function discountsModule(app: FastifyInstance) {
  app.decorate('discounts', createDiscountsService({ db: app.db }));
}

export default fp(discountsModule, { name: 'discounts', dependencies: ['database'] });
export { discountRoutes } from './routes';
