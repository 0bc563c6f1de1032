import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import {
  batchParamsSchema,
  claimBatchSchema,
  finishBatchResultSchema,
  pickActionResultSchema,
  pickActionSchema,
  pickBatchSchema,
  pickingOverviewSchema,
  substituteSuggestionsSchema,
  suggestionsQuerySchema,
} from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

/** The picking app: a picker's batches of orders, line by line. */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/picking',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'The picker’s open batch, and the confirmed orders waiting, by slot',
        security,
        response: { 200: pickingOverviewSchema, ...refused },
      },
    },
    async (request) => app.picking.overview(request.operator),
  );

  routes.post(
    '/picking/batches',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'Claims a batch: the confirmed orders of one slot, or the next few',
        description:
          'Orders no other batch has taken, each with a tote letter, and the walk: every line ' +
          'in the store’s category order, combined across the orders. Two pickers claiming at ' +
          'once never share an order. 409 BATCH_OPEN while the picker has a batch open, ' +
          'NOTHING_TO_PICK when no order is waiting.',
        security,
        body: claimBatchSchema,
        response: { 201: pickBatchSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return app.picking.claim(request.operator, request.body);
    },
  );

  routes.get(
    '/picking/batches/:batchId',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'A batch with its orders and walk, each line where it stands',
        security,
        params: batchParamsSchema,
        response: { 200: pickBatchSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const batch = await app.picking.read(request.operator, request.params.batchId);
      if (!batch) throw notFound('That batch', 'batchId');
      return batch;
    },
  );

  routes.post(
    '/picking/batches/:batchId/actions',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'Settles one line: picked, short, weighed, substituted, or back to pick',
        description:
          'Each action carries a key made once on the device: sent again (a retry after a ' +
          'dropped connection), it answers what it answered the first time with replayed ' +
          'true, and changes nothing. expectedVersion is the line’s version the picker saw: ' +
          'an action made against an older state is refused with 409 LINE_CHANGED. ' +
          'substitute (a short line only) asks the customer about substituteProductId, or ' +
          'the product with the barcode substituteGtin (chosen offline; 400 naming it when no ' +
          'product has it): 409 NO_SUBSTITUTE_WANTED when they chose none, 400 naming the ' +
          'field for a product that cannot stand in. reset withdraws an offer still awaiting; after an ' +
          'answer, 409 OFFER_ANSWERED.',
        security,
        params: batchParamsSchema,
        body: pickActionSchema,
        response: {
          200: pickActionResultSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => app.picking.act(request.operator, request.params.batchId, request.body),
  );

  routes.get(
    '/picking/batches/:batchId/suggestions',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'What could replace a short line: the customer’s choice, then the store’s',
        description:
          'The customer’s own "this one instead" first when in stock, then products of the ' +
          'line’s category, in stock, nearest in price; never one sold by weight nor one ' +
          'already in the order. At most 6; none when the customer wants no substitute.',
        security,
        params: batchParamsSchema,
        querystring: suggestionsQuerySchema,
        response: { 200: substituteSuggestionsSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const found = await app.picking.suggestions(
        request.operator,
        request.params.batchId,
        request.query,
      );
      if (!found) throw notFound('That line', 'productId');
      return found;
    },
  );

  routes.post(
    '/picking/batches/:batchId/finish',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'Prices each order at what was picked and moves it on to be handed over',
        description:
          'A short line is charged for what was found, a weighed one at its real weight, and ' +
          'never more than the payment was held for. Each order goes to ready for pickup or ' +
          'out for delivery, and its customer is told. 409 LINES_TO_PICK while any line is ' +
          'to pick; 409 ANSWERS_AWAITED (details.orders: id, number, answerBy) while a ' +
          'customer’s window to answer a substitute is open. Offers whose window closed ' +
          'unanswered stand as the customer’s default. Asked again after a cut-short finish, ' +
          'it finishes the rest.',
        security,
        params: batchParamsSchema,
        response: {
          200: finishBatchResultSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => app.picking.finish(request.operator, request.params.batchId),
  );
}

export const pickingRoutes: ModuleRoutes = { operator: operatorRoutes };
