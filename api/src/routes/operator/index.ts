import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  operatorOrderPageSchema,
  orderListQuerySchema,
  orderParamsSchema,
  orderSchema,
  ORDER_STATUS_LABELS,
  storeCreditSchema,
  updateOrderStatusSchema,
  walletEntrySchema,
} from '@storefront/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';

const customerParamsSchema = z.object({ userId: z.uuid('userId is not a valid id') });

/** The operator's order desk and store credit; every route needs the operator role. */
export default async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/operator/orders',
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'The operator’s store orders with their customers, newest first',
        security,
        querystring: orderListQuerySchema,
        response: {
          200: operatorOrderPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => app.repos.orders.listForStore(request.account!.storeId, request.query),
  );

  routes.post(
    '/operator/orders/:orderId/status',
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Move an order to its next status',
        description:
          'Only the moves in ORDER_TRANSITIONS for the order’s delivery option; any other ' +
          'answers 409 ILLEGAL_TRANSITION. Cancelling puts the stock back and refunds the ' +
          'wallet part; completing earns the customer loyalty points and, on a referred ' +
          'customer’s first completed order, the referral reward for both sides.',
        security,
        params: orderParamsSchema,
        body: updateOrderStatusSchema,
        response: {
          200: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.repos.orders.changeStatus(
        request.account!.storeId,
        request.params.orderId,
        request.body.status,
        request.body.note || null,
      );
      if (result.status === 'not-found') throw notFound('That order', 'orderId');
      if (result.status === 'illegal') {
        throw new HttpError(
          409,
          'ILLEGAL_TRANSITION',
          `An order that is ${ORDER_STATUS_LABELS[result.current].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[request.body.status].toLowerCase()}.`,
          'status',
        );
      }
      return result.order;
    },
  );

  routes.post(
    '/operator/customers/:userId/wallet-credits',
    {
      onRequest: app.requireOperator,
      schema: {
        tags: ['operator'],
        summary: 'Give a customer of the store wallet credit, with the reason',
        security,
        params: customerParamsSchema,
        body: storeCreditSchema,
        response: {
          201: walletEntrySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await app.repos.wallet.storeCredit(
        request.account!.storeId,
        request.params.userId,
        request.body.amountMinor,
        request.body.note,
      );
      if (result.status !== 'credited') throw notFound('That customer', 'userId');
      return reply.code(201).send(result.entry);
    },
  );
}
