import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  slotListSchema,
  slotQuerySchema,
  storeParamsSchema,
} from '@storefront/shared/contracts';
import { notFound } from '../../lib/http-error';
import { openSlots } from '../../repositories/slots-repository';

/** A store's open slots (the slots domain's public route, until it is a module of its own). */
export default async function storeSlotRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/stores/:storeId/slots',
    {
      schema: {
        tags: ['store'],
        summary: 'The store’s delivery or pickup slots for the next 7 days, earliest first',
        description:
          'Each slot whose cut-off has not passed, with the places it has left (0 when ' +
          'full). None at all: the store takes orders for that option without a slot.',
        params: storeParamsSchema,
        querystring: slotQuerySchema,
        response: { 200: slotListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const store = await app.store.find(request.params.storeId);
      if (!store) throw notFound('That store', 'storeId');
      // Places change with every order: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return {
        items: await openSlots(app.db, store.id, request.query.deliveryOption),
      };
    },
  );
}
