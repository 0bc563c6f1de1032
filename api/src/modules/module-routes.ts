import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

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
  /** Local testing only: app.ts registers these only when switched on by name (DEV_OUTBOX). */
  dev?: FastifyPluginAsync;
}

/**
 * Customer routes behind one check: every request must carry a live token
 * (401 otherwise), so a handler's `request.customer` is the signed-in caller.
 */
export function customerScope(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', app.authenticate);
    await app.register(routes);
  };
}
