import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  productIndexPageSchema,
  productIndexQuerySchema,
  storeParamsSchema,
} from '@storefront/shared/contracts';
import { notFound } from '../../lib/http-error';
import { createProductIndex } from './product-index';

/** Sends JSON the answer cache has already serialised, as it is (routes.ts does the same). */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

/**
 * GET /api/stores/:storeId/product-index — every listed product's id, a few
 * thousand a page by id, for the site's sitemap (server/src/site-index.ts).
 * Public, and kept in the catalogue's answers as the product list is.
 */
export async function productIndexRoutes(app: FastifyInstance) {
  const index = createProductIndex({ readDb: app.readDb, answers: app.catalogueAnswers });
  // Kept by the URL as sent, and sent again before the query is checked (it passed then).
  const answerKey = (request: FastifyRequest) => `${request.method} ${request.url}`;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/stores/:storeId/product-index',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The ids of a store's listed products, by id, a page at a time",
        description:
          'Each page holds up to `limit` ids above `after`, in order; `next` is the `after` ' +
          'of the page that follows, null on the last. One product per family, as the product ' +
          'list shows it: its variants are not listed.',
        params: storeParamsSchema,
        querystring: productIndexQuerySchema,
        response: { 200: productIndexPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest(request, reply, done) {
        const cached = app.catalogue.answered(answerKey(request));
        if (cached) void sendJson(reply, cached);
        else done();
      },
    },
    async (request, reply) => {
      const store = await app.store.find(request.params.storeId);
      if (!store) throw notFound('That store', 'storeId');
      const json = await index.page(answerKey(request), store.id, request.query);
      return sendJson(reply, json);
    },
  );
}
