import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  placeOrderSchema,
} from '@storefront/shared/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { PlaceOrderResult } from '../../repositories/orders-repository';

function refusal(result: Exclude<PlaceOrderResult, { status: 'placed' }>): HttpError {
  switch (result.status) {
    case 'cart-empty':
      return new HttpError(409, 'CART_EMPTY', 'Your cart is empty.', 'cart');
    case 'address-not-found':
      return notFound('That address', 'addressId');
    case 'out-of-stock':
      return new HttpError(
        409,
        'OUT_OF_STOCK',
        result.stock === 0
          ? `${result.name} is sold out.`
          : `${result.name} sold out while you were checking out. Only ${result.stock} left.`,
        'cart',
      );
  }
}

export default async function orderRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.post(
    '/me/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Place the cart as an order; needs a verified mobile number',
        description:
          'Prices and stock are read inside one transaction; a line that can no longer be ' +
          'filled refuses the whole order with 409 OUT_OF_STOCK and changes nothing.',
        security,
        body: placeOrderSchema,
        response: {
          201: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.account!;
      if (!account.mobileVerifiedAt) {
        throw new HttpError(
          403,
          'MOBILE_NOT_VERIFIED',
          'Verify your mobile number before you place an order.',
        );
      }
      const result = await app.repos.orders.place({
        userId: account.id,
        storeId: account.storeId,
        ...request.body,
      });
      if (result.status !== 'placed') throw refusal(result);
      return reply.code(201).send(result.order);
    },
  );

  routes.get(
    '/me/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer’s orders, newest first, 10 to a page',
        security,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.repos.orders.list(request.account!.id, request.query),
  );

  routes.get(
    '/me/orders/:orderId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines, address and status history',
        security,
        params: orderParamsSchema,
        response: {
          200: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const order = await app.repos.orders.find(request.account!.id, request.params.orderId);
      // Another customer's order answers exactly like a missing one.
      if (!order) throw notFound('That order', 'orderId');
      return order;
    },
  );
}
