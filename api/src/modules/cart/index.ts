import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCartService, type CartService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carts: the signed-in customer's, and an anonymous one priced without saving. */
    cart: CartService;
  }
}

/** The cart module: its service on `app.cart`. Checkout uses the service's exported pieces. */
async function cartModule(app: FastifyInstance) {
  app.decorate('cart', createCartService({ db: app.db, discounts: app.discounts }));
}

export default fp(cartModule, { name: 'cart', dependencies: ['database', 'discounts'] });
export { cartRoutes } from './routes';
