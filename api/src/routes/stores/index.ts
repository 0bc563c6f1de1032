import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  legalDocumentParamsSchema,
  legalDocumentSchema,
  slotListSchema,
  slotQuerySchema,
  storeParamsSchema,
  storeSchema,
} from '@storefront/shared/contracts';
import { notFound } from '../../lib/http-error';
import { openSlots } from '../../repositories/slots-repository';

export default async function storeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/stores/:storeId',
    {
      schema: {
        tags: ['store'],
        summary: 'A store: name, currency, shop link, address, phone, opening hours, pickup point',
        params: storeParamsSchema,
        response: { 200: storeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await app.repos.stores.findById(request.params.storeId);
      if (!store) throw notFound('That store');
      return store;
    },
  );

  // Apart from the store, so the pages that carry the store (every page) do not carry these.
  routes.get(
    '/stores/:storeId/legal/:document',
    {
      schema: {
        tags: ['store'],
        summary: "One of the store's legal pages: terms, privacy or cookies, as plain text",
        params: legalDocumentParamsSchema,
        response: { 200: legalDocumentSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { storeId, document } = request.params;
      const legal = await app.repos.stores.findLegalDocument(storeId, document);
      if (!legal) throw notFound('That store', 'storeId');
      return legal;
    },
  );

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
      const store = await app.repos.stores.findById(request.params.storeId);
      if (!store) throw notFound('That store', 'storeId');
      // Places change with every order: never kept by a cache.
      reply.header('cache-control', 'no-store');
      return {
        items: await openSlots(app.db, store.id, request.query.deliveryOption),
      };
    },
  );
}
