import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  orderParamsSchema,
  ORDER_STATUS_LABELS,
} from '@storefront/shared/contracts';
import {
  operatorOrderListQuerySchema,
  operatorOrderPageSchema,
  operatorOrderSchema,
  updateOrderStatusSchema,
} from '@storefront/shared/operator-contracts';
import { HttpError, notFound, paymentProviderFailed } from '../../lib/http-error';
import { requirePermission } from '../../lib/staff-permissions';
import { storeEventRoutes } from './event-routes';

/** The order desk: find an order, see what it holds and where it goes, move it along. */
export async function orderDeskRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  await app.register(storeEventRoutes);

  routes.get(
    '/orders',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.read',
        summary: 'The store’s orders with their customers, newest first, 20 a page by cursor',
        description:
          'Filters by status, delivery option and customer; q finds an order number ' +
          '(CM-000123, or 123) or a customer by name, e-mail or mobile. Without a cursor, the ' +
          'newest page; after=nextCursor reads the older page, before=previousCursor the newer ' +
          'one (each is null at its end). Orders placed meanwhile never move a page reached by ' +
          'cursor. There is no total: it would cost a count of every matching order per page.',
        security,
        querystring: operatorOrderListQuerySchema,
        response: { 200: operatorOrderPageSchema, ...refused },
      },
    },
    async (request) => app.orders.listForStore(request.operator.storeId, request.query),
  );

  routes.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.read',
        summary: 'One order with everything needed to pack and hand it over',
        description:
          'Lines (with SKU, category and unit), totals, payment method and amount still due, ' +
          'the address or pickup point, the customer’s contact, the status timeline with who ' +
          'made each change, and the moves allowed from here. attention lists, in words, each ' +
          'payment event the store refused (a card payment Stripe reported for another amount ' +
          'or currency): the operator checks the payment before handing the order over.',
        security,
        params: orderParamsSchema,
        response: { 200: operatorOrderSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const order = await app.orders.findForStore(request.operator.storeId, request.params.orderId);
      if (!order) throw notFound('That order', 'orderId');
      return order;
    },
  );

  routes.post(
    '/orders/:orderId/status',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.move',
        summary: 'Move an order to its next status',
        description:
          'Only the moves in ORDER_TRANSITIONS for the order’s delivery option; any other ' +
          'answers 409 ILLEGAL_TRANSITION. Cancelling needs the reason in note, puts the stock ' +
          'back and refunds the wallet part; completing earns the customer loyalty points and, ' +
          'on a referred customer’s first completed order, the referral reward for both sides. ' +
          'The customer is texted and e-mailed, and the change is in the audit log. ' +
          'Cancelling also needs the permission orders.cancel.',
        security,
        params: orderParamsSchema,
        body: updateOrderStatusSchema,
        response: {
          200: operatorOrderSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      // Moving an order along is one permission; cancelling it is its own.
      if (request.body.status === 'cancelled') {
        requirePermission(request.operator.staffRole, 'orders.cancel');
      }
      const result = await app.orders.changeStatus(
        request.operator,
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
      if (result.status === 'payment-pending') {
        throw new HttpError(
          409,
          'PAYMENT_PENDING',
          'The customer has not paid by card yet. The order moves on once they have, or it can be cancelled.',
          'status',
        );
      }
      if (result.status === 'payment-provider-failed') throw paymentProviderFailed(result.message);
      return result.order;
    },
  );
}
