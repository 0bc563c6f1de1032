import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  changeSubstitutionsSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  ORDER_STATUS_LABELS,
  placeOrderSchema,
  reorderResponseSchema,
} from '@storefront/shared/contracts';
import { HttpError, notFound, paymentProviderFailed } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';
import { customerEventRoutes } from './event-routes';
import { customerOfferRoutes } from './offer-routes';
import { orderDeskRoutes } from './operator-routes';
import { documentsNotApproved, refusal } from './refusals';

/** The signed-in customer's orders: placing the cart, the history, cancel and reorder. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  await app.register(customerEventRoutes);
  await app.register(customerOfferRoutes);

  routes.post(
    '/me/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place the cart as an order; needs a verified mobile number',
        description:
          'Prices and stock are read inside one transaction; a line that can no longer be ' +
          'filled refuses the whole order with 409 OUT_OF_STOCK and changes nothing. ' +
          'walletAmountMinor pays part or all of the total from the wallet in the same ' +
          'transaction: it needs approved documents (403 DOCUMENTS_NOT_APPROVED), enough ' +
          'balance (409 WALLET_INSUFFICIENT) and at most the total (400 WALLET_EXCEEDS_TOTAL). ' +
          'discountCode is priced again under a lock on the code, so its caps hold under ' +
          'parallel checkouts; a code that does not apply answers 409 DISCOUNT_CODE_REFUSED ' +
          'saying why, and nothing is written. slot books one of the store’s slots: a full one ' +
          'answers 409 SLOT_FULL, one past its cut-off 409 SLOT_CLOSED, one not offered 400. ' +
          'paymentMethod card (only where the store has cardPayments) answers the order with a ' +
          'pending stripe payment whose payUrl is Stripe’s payment page; Stripe’s webhook ' +
          'authorises it. When Stripe cannot open the page: 503 CARD_PAYMENT_UNAVAILABLE, ' +
          'and nothing is written.',
        security,
        body: placeOrderSchema,
        response: {
          201: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = request.customer;
      if (!account.mobileVerifiedAt) {
        throw new HttpError(
          403,
          'MOBILE_NOT_VERIFIED',
          'Verify your mobile number before you place an order.',
        );
      }
      if ((request.body.walletAmountMinor ?? 0) > 0 && account.documentStatus !== 'approved') {
        throw documentsNotApproved();
      }
      const result = await app.orders.place({
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
      schema: {
        tags: ['orders'],
        summary: 'The signed-in customer’s orders, newest first, 10 to a page',
        security,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.orders.list(request.customer.id, request.query),
  );

  routes.get(
    '/me/orders/:orderId',
    {
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
      const order = await app.orders.find(request.customer.id, request.params.orderId);
      // Another customer's order answers exactly like a missing one.
      if (!order) throw notFound('That order', 'orderId');
      return order;
    },
  );

  routes.post(
    '/me/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel one’s own order while it is still placed',
        description:
          'Puts the stock back and refunds the part paid from the wallet with a reversal ' +
          'entry, and releases a card payment. Any other status answers 409 ' +
          'ORDER_NOT_CANCELLABLE; a card provider that cannot release it, 503.',
        security,
        params: orderParamsSchema,
        response: {
          200: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.orders.cancelByCustomer(request.customer.id, request.params.orderId);
      if (result.status === 'not-found') throw notFound('That order', 'orderId');
      if (result.status === 'not-cancellable') {
        throw new HttpError(
          409,
          'ORDER_NOT_CANCELLABLE',
          `This order is ${ORDER_STATUS_LABELS[result.current].toLowerCase()}; only a placed order can be cancelled.`,
          'orderId',
        );
      }
      if (result.status === 'payment-provider-failed') throw paymentProviderFailed(result.message);
      return result.order;
    },
  );

  routes.patch(
    '/me/orders/:orderId/substitutions',
    {
      schema: {
        tags: ['orders'],
        summary: 'Change what to do with lines short at picking, until picking starts',
        description:
          'default sets the order’s choice for lines without one of their own (similar or ' +
          'none); each of lines sets one line’s choice by its productId: similar, none, or ' +
          'specific with the productId of another of the store’s products, published and in ' +
          'stock; null follows the default again. A line or product that does not fit answers ' +
          '400 naming it (lines.0.substitution.productId) and nothing is written. Allowed ' +
          'while the order is placed or confirmed; after that 409 SUBSTITUTIONS_LOCKED.',
        security,
        params: orderParamsSchema,
        body: changeSubstitutionsSchema,
        response: {
          200: orderSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.orders.changeSubstitutions(
        request.customer.id,
        request.params.orderId,
        request.body,
      );
      if (result.status === 'not-found') throw notFound('That order', 'orderId');
      if (result.status === 'not-editable') {
        throw new HttpError(
          409,
          'SUBSTITUTIONS_LOCKED',
          result.claimed
            ? 'This order is being picked; substitutions can be changed only until picking starts.'
            : `This order is ${ORDER_STATUS_LABELS[result.current].toLowerCase()}; substitutions ` +
                'can be changed only until picking starts.',
          'orderId',
        );
      }
      if (result.status === 'invalid') {
        throw new HttpError(400, 'VALIDATION_FAILED', result.problem.message, result.problem.field);
      }
      return result.order;
    },
  );

  routes.post(
    '/me/orders/:orderId/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: 'Put an order’s items back into the cart, as far as stock allows',
        description:
          'Each line is added on top of what the cart already holds, up to the stock left; ' +
          'lines that did not fit in full are listed in unavailable with the quantity added.',
        security,
        params: orderParamsSchema,
        response: {
          200: reorderResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.orders.reorder(request.customer.id, request.params.orderId);
      if (result.status === 'not-found') throw notFound('That order', 'orderId');
      return result.result;
    },
  );
}

export const orderRoutes = {
  customer: customerRoutes,
  operator: orderDeskRoutes,
} satisfies ModuleRoutes;
