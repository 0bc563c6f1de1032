import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cartQuoteSchema,
  cartSchema,
  discountQuerySchema,
  discountQuoteSchema,
  mergeCartSchema,
  productParamsSchema,
  setCartQuantitySchema,
  storeParamsSchema,
} from '@storefront/shared/contracts';
import { discountRefused, notFound } from '../../lib/http-error';
import { quoteDiscount } from '../../services/discounts/discount-codes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export default async function cartRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/me/cart',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'The signed-in customer’s cart, at today’s prices',
        security: [{ authKey: [] }],
        response: { 200: cartSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.repos.cart.get(request.account!.id),
  );

  routes.get(
    '/me/cart/discount',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'What a discount code takes off the signed-in customer’s cart today',
        description:
          'Nothing is kept: the order sends the code again and checkout prices it once more. ' +
          'A code that does not apply answers 409 DISCOUNT_CODE_REFUSED with the reason in ' +
          'its message (unknown, paused, not started, expired, minimum not met, used up, ' +
          'already used, or nothing in the cart it applies to).',
        security: [{ authKey: [] }],
        querystring: discountQuerySchema,
        response: { 200: discountQuoteSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const account = request.account!;
      const store = await app.repos.stores.findById(account.storeId);
      const outcome = await quoteDiscount(
        app.db,
        { userId: account.id, storeId: account.storeId, currency: store!.currency },
        request.query.code,
      );
      if (outcome.status === 'refused') throw discountRefused(outcome.message);
      return outcome.quote;
    },
  );

  routes.put(
    '/me/cart/items/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary:
          'Set how many of a product the cart holds, cut to what is in stock ' +
          '(the cut is among the adjustments; with none left the line goes)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        body: setCartQuantitySchema,
        response: { 200: cartSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const cart = await app.repos.cart.setQuantity(
        request.account!.id,
        request.params.productId,
        request.body.quantity,
      );
      if (!cart) throw notFound('That product', 'productId');
      return cart;
    },
  );

  routes.delete(
    '/me/cart/items/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Take a product out of the cart (nothing happens when it is not there)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      await app.repos.cart.remove(request.account!.id, request.params.productId);
      return app.repos.cart.get(request.account!.id);
    },
  );

  routes.post(
    '/me/cart/merge',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Merge the cart kept before sign-in into the server cart, within stock',
        security: [{ authKey: [] }],
        body: mergeCartSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => app.repos.cart.merge(request.account!.id, request.body.lines),
  );

  // Public and read-only: the host's server draws an anonymous visitor's cart
  // page from the lines their cart cookie mirrors (tools/static-server).
  routes.post(
    '/stores/:storeId/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary: 'Price an anonymous cart’s lines today, cut to the stock, saving nothing',
        params: storeParamsSchema,
        body: cartQuoteSchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await app.repos.stores.findById(request.params.storeId);
      if (!store) throw notFound('That store', 'storeId');
      return app.repos.cart.quote(store, request.body.lines);
    },
  );
}
