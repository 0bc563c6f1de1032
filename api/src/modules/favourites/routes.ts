import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  favouriteListSchema,
  productParamsSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

/** The signed-in customer's favourites: list, add, remove. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/me/favourites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'The signed-in customer’s favourite products, newest first',
        security: [{ authKey: [] }],
        response: { 200: favouriteListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.favourites.list(request.customer.id) }),
  );

  routes.put(
    '/me/favourites/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add a product to favourites (again is fine)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const added = await app.favourites.add(request.customer.id, request.params.productId);
      if (!added) throw notFound('That product', 'productId');
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/me/favourites/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove a product from favourites (nothing happens when it is not there)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.favourites.remove(request.customer.id, request.params.productId);
      return reply.code(204).send(null);
    },
  );
}

export const favouriteRoutes = { customer: customerRoutes } satisfies ModuleRoutes;
