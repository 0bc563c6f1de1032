import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './category-routes';
import { productRoutes } from './product-routes';

/** The operator's catalogue: products (with their pictures and stock), then categories. */
export async function operatorRoutes(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(categoryRoutes);
}
