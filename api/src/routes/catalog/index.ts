import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  categorySchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
  productParamsSchema,
  storeParamsSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';

const categoryListSchema = z.object({ items: z.array(categorySchema) });

export default async function catalogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function findStore(storeId: number) {
    const store = await app.repos.stores.findById(storeId);
    if (!store) throw notFound('That store', 'storeId');
    return store;
  }

  routes.get(
    '/stores/:storeId/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: "A store's categories with how many products each holds, by name",
        params: storeParamsSchema,
        response: { 200: categoryListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await findStore(request.params.storeId);
      return { items: await app.repos.catalog.listCategories(store.id) };
    },
  );

  routes.get(
    '/stores/:storeId/products',
    {
      schema: {
        tags: ['catalog'],
        summary: "Search, filter, sort and page a store's products",
        params: storeParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await findStore(request.params.storeId);
      return app.repos.catalog.listProducts(store.id, request.query);
    },
  );

  routes.get(
    '/products/:productId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its description',
        params: productParamsSchema,
        response: { 200: productDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const product = await app.repos.catalog.findProduct(request.params.productId);
      if (!product) throw notFound('That product', 'productId');
      return product;
    },
  );
}
