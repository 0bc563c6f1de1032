import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, storeParamsSchema, storeSchema } from '@storefront/shared/contracts';
import { notFound } from '../../lib/http-error';

export default async function storeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/stores/:storeId',
    {
      schema: {
        tags: ['store'],
        summary: 'A store: name, currency and shop link',
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
}
