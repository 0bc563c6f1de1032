import type { FastifyInstance } from 'fastify';
import { auditRoutes } from '../../modules/audit';
import { catalogueRoutes } from '../../modules/catalogue';
import { discountRoutes } from '../../modules/discounts';
import { documentRoutes } from '../../modules/documents';
import { importRoutes } from '../../modules/imports';
import { accountRoutes } from '../../modules/accounts';
import { orderRoutes } from '../../modules/orders';
import { problemReportRoutes } from '../../modules/problem-reports';
import { remoteLoadRoutes } from '../../modules/remote-loads';
import { pickingRoutes } from '../../modules/picking';
import { slotRoutes } from '../../modules/slots';
import { storeRoutes } from '../../modules/store';
import { checkRoutePermission, requireDeclaredPermission } from '../../lib/staff-permissions';

/**
 * Every /api/operator route, in one encapsulated scope behind one check: a
 * signed-in member of staff whose role holds the permission the route names,
 * acting on their own store only (each route reads the store from the
 * operator's account, never from the request). A route naming no permission
 * stops the start.
 */
export default async function operatorScope(app: FastifyInstance) {
  app.addHook('onRoute', requireDeclaredPermission);
  app.addHook('onRequest', app.requireOperator);
  app.addHook('onRequest', checkRoutePermission);
  await app.register(orderRoutes.operator);
  await app.register(problemReportRoutes.operator);
  await app.register(catalogueRoutes.operator);
  await app.register(importRoutes.products.operator);
  await app.register(accountRoutes.operator);
  await app.register(documentRoutes.operator);
  await app.register(importRoutes.customers.operator);
  await app.register(discountRoutes.operator);
  await app.register(slotRoutes.operator);
  await app.register(pickingRoutes.operator!);
  await app.register(auditRoutes.operator);
  await app.register(remoteLoadRoutes.operator);
  await app.register(storeRoutes.operator);
}
