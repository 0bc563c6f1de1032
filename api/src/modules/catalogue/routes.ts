import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  categorySchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
  productParamsSchema,
  PRODUCT_IMAGE_MIME_TYPES,
  storeParamsSchema,
  suggestionListSchema,
  suggestionQuerySchema,
  text,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import { isStoredId } from '../../lib/ids';
import { sendPicture } from '../../lib/picture-upload';
import type { ModuleRoutes } from '../module-routes';
import { newsRoutes } from './news-routes';
import { operatorRoutes } from './operator-routes';
import { productIndexRoutes } from './product-index-routes';

/**
 * Sends an answer already serialised by the answer cache: Fastify passes a
 * string with a JSON content type through as it is.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

const categoryListSchema = z.object({ items: z.array(categorySchema) });

const binary = z.string().meta({ format: 'binary' });
const uploadedImageParamsSchema = z.object({
  key: text().max(100, 'key is the name of an uploaded picture'),
});
const uploadedImageResponse = {
  description: 'The picture',
  content: Object.fromEntries(PRODUCT_IMAGE_MIME_TYPES.map((mime) => [mime, { schema: binary }])),
};

/** What anyone may read of the catalogue: categories, products, suggestions, pictures. */
async function publicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Answers are kept by the URL as sent. One answered before is sent again
  // before its query is parsed and checked (it passed then): that checking
  // cost the busy product list much of its throughput (docs/performance.md).
  const answerKey = (request: FastifyRequest) => `${request.method} ${request.url}`;
  function answerAgain(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    const cached = app.catalogue.answered(answerKey(request));
    if (cached) void sendJson(reply, cached);
    else done();
  }

  async function findStore(storeId: number) {
    const store = await app.store.find(storeId);
    if (!store) throw notFound('That store', 'storeId');
    return store;
  }

  routes.get(
    '/stores/:storeId/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A store's categories in the store's order, with how many products each shows",
        params: storeParamsSchema,
        response: { 200: categoryListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await findStore(request.params.storeId);
      return { items: await app.catalogue.categories(store.id) };
    },
  );

  routes.get(
    '/stores/:storeId/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Search, filter, sort and page a store's products",
        params: storeParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: answerAgain,
    },
    async (request, reply) => {
      const { storeId } = request.params;
      const { category } = request.query;
      if (!isStoredId(storeId)) throw notFound('That store', 'storeId');
      // Refused rather than answered empty: a mistyped link should say so, not
      // "nothing matches". Asked only of an empty page: products on the page
      // are the store's and the category's, and every other page is a read
      // fewer (a catalogue page was four statements, store and category first).
      const refuseMistypedLink = async () => {
        await findStore(storeId);
        if (category && !(await app.catalogue.hasCategory(storeId, category))) {
          throw new HttpError(
            400,
            'VALIDATION_FAILED',
            `This store has no category "${category}".`,
            'category',
          );
        }
      };
      const page = await app.catalogue.productPage(
        answerKey(request),
        storeId,
        request.query,
        refuseMistypedLink,
      );
      return sendJson(reply, page);
    },
  );

  routes.get(
    '/stores/:storeId/suggestions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 5 categories and products for what is typed in the search box',
        description:
          'Categories first (at most two), then products. Names that contain the text come ' +
          'before names that are only close to it, so a typo still finds what was meant.',
        params: storeParamsSchema,
        querystring: suggestionQuerySchema,
        response: { 200: suggestionListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: answerAgain,
    },
    async (request, reply) => {
      const store = await findStore(request.params.storeId);
      const { q } = request.query;
      return sendJson(reply, await app.catalogue.suggestions(answerKey(request), store.id, q));
    },
  );

  routes.get(
    '/products/:productId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with its description',
        params: productParamsSchema,
        response: { 200: productDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: answerAgain,
    },
    async (request, reply) => {
      const product = await app.catalogue.productDetail(
        answerKey(request),
        request.params.productId,
      );
      if (product === undefined) throw notFound('That product', 'productId');
      return sendJson(reply, product);
    },
  );

  routes.get(
    '/images/uploads/:key',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product picture an operator uploaded, by its random name (public, for <img>)',
        description:
          'Only a picture that a product or a past order’s line shows; any other name answers ' +
          '404, as a missing one does. Names are never reused, so it is cached for a year.',
        params: uploadedImageParamsSchema,
        response: { 200: uploadedImageResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const bytes = await app.catalogue.uploadedPicture(key);
      if (!bytes) throw notFound('That picture', 'key');
      return sendPicture(reply, key, bytes);
    },
  );

  await app.register(newsRoutes);
  await app.register(productIndexRoutes);
}

export const catalogueRoutes = {
  public: publicRoutes,
  operator: operatorRoutes,
} satisfies ModuleRoutes;
