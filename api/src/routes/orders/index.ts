import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderParamsSchema,
  orderSchema,
  ORDER_STATUS_LABELS,
  placeOrderSchema,
  reorderResponseSchema,
} from '@storefront/shared/contracts';
import { formatMoney } from '@storefront/shared/money';
import { discountRefused, HttpError, notFound, paymentProviderFailed } from '../../lib/http-error';
import { customerScope } from '../../modules/module-routes';
import { receiptRoutes } from '../../modules/receipts';
import type { Refusal } from '../../services/orders/place-order';

function refusal(result: Refusal): HttpError {
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
    case 'no-longer-sold':
      return new HttpError(
        409,
        'PRODUCT_UNAVAILABLE',
        `${result.name} is no longer sold. Remove it from your cart to order the rest.`,
        'cart',
      );
    case 'documents-not-approved':
      return documentsNotApproved();
    case 'wallet-exceeds-total':
      return new HttpError(
        400,
        'WALLET_EXCEEDS_TOTAL',
        `Pay at most the order total (${result.totalMinor} minor units) from your wallet.`,
        'walletAmountMinor',
      );
    case 'wallet-insufficient':
      return new HttpError(
        409,
        'WALLET_INSUFFICIENT',
        `Your wallet holds only ${result.balanceMinor} minor units.`,
        'walletAmountMinor',
      );
    case 'discount-refused':
      return discountRefused(result.message);
    case 'slot-not-offered':
      return new HttpError(400, 'VALIDATION_FAILED', 'Choose one of the slots offered.', 'slot');
    case 'slot-closed':
      return new HttpError(
        409,
        'SLOT_CLOSED',
        'Orders for that slot have closed. Choose another.',
        'slot',
      );
    case 'slot-full':
      return new HttpError(
        409,
        'SLOT_FULL',
        'That slot has just filled up. Choose another.',
        'slot',
      );
    case 'below-minimum-basket':
      return new HttpError(
        409,
        'BELOW_MINIMUM_BASKET',
        `The store’s minimum order is ${formatMoney(result.minimumBasketMinor, result.currency)} ` +
          `of goods. Add ${formatMoney(result.shortMinor, result.currency)} more to place this order.`,
        'cart',
      );
    case 'card-not-offered':
      return new HttpError(
        400,
        'VALIDATION_FAILED',
        'Card payment is not offered here. Pay in person instead.',
        'paymentMethod',
      );
    case 'card-unavailable':
      // Stripe is down or refused: nothing was written, and the cart is as it was.
      return new HttpError(
        503,
        'CARD_PAYMENT_UNAVAILABLE',
        "Card payment isn't available right now. Try again in a minute, or pay in person.",
        'paymentMethod',
      );
  }
}

const documentsNotApproved = () =>
  new HttpError(
    403,
    'DOCUMENTS_NOT_APPROVED',
    'Verify your documents before you pay from your wallet.',
    'walletAmountMinor',
  );

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
      const result = await app.orderService.place({
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
    async (request) => app.repos.orders.list(request.customer.id, request.query),
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
      const order = await app.repos.orders.find(request.customer.id, request.params.orderId);
      // Another customer's order answers exactly like a missing one.
      if (!order) throw notFound('That order', 'orderId');
      return order;
    },
  );

  // The receipts module's route, registered here so the routes keep their order.
  await app.register(customerScope(receiptRoutes.customer));

  routes.post(
    '/me/orders/:orderId/cancel',
    {
      onRequest: app.authenticate,
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
      const result = await app.orderService.cancelByCustomer(
        request.customer.id,
        request.params.orderId,
      );
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

  routes.post(
    '/me/orders/:orderId/reorder',
    {
      onRequest: app.authenticate,
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
      const result = await app.repos.orders.reorder(request.customer.id, request.params.orderId);
      if (result.status === 'not-found') throw notFound('That order', 'orderId');
      return result.result;
    },
  );
}
