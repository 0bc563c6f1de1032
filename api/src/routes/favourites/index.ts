import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  favouriteListSchema,
  productParamsSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';

export default async function favouriteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/me/favourites',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'The signed-in customer’s favourite products, newest first',
        security: [{ authKey: [] }],
        response: { 200: favouriteListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.repos.favourites.list(request.customer.id) }),
  );

  routes.put(
    '/me/favourites/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'Add a product to favourites (again is fine)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const added = await app.repos.favourites.add(request.customer.id, request.params.productId);
      if (!added) throw notFound('That product', 'productId');
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/me/favourites/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'Remove a product from favourites (nothing happens when it is not there)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.repos.favourites.remove(request.customer.id, request.params.productId);
      return reply.code(204).send(null);
    },
  );
}
