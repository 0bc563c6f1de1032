import type { FastifyPluginAsync } from 'fastify';

/**
 * A module's routes, by who may call them. The app puts each audience behind
 * its check once (app.ts: the operator scope, the customer scope), as
 * fastify/demo's autohooks do per folder, so no route sets its own: in an
 * operator route `request.operator` is the signed-in operator, in a customer
 * route `request.customer` the signed-in customer.
 */
export interface ModuleRoutes {
  public?: FastifyPluginAsync;
  customer?: FastifyPluginAsync;
  operator?: FastifyPluginAsync;
}
