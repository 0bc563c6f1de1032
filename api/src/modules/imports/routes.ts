import type { ModuleRoutes } from '../module-routes';
import { customerImportRoutes } from './customer-import-routes';
import { productImportRoutes } from './product-import-routes';

/**
 * The operator's CSV imports, one set of routes per kind (csv-import-routes.ts):
 * each kind is registered where its routes have always been, so the OpenAPI
 * document keeps its order.
 */
export const importRoutes = {
  products: { operator: productImportRoutes } satisfies ModuleRoutes,
  customers: { operator: customerImportRoutes } satisfies ModuleRoutes,
};
