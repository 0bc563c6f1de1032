import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  applyCartDiscountSchema,
  cartQuoteSchema,
  cartSchema,
  mergeCartSchema,
  productParamsSchema,
  setCartQuantitySchema,
  storeParamsSchema,
} from '@storefront/shared/contracts';
import { discountRefused, notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The signed-in customer's cart, kept on the server: every answer is the cart at today's prices. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/me/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The signed-in customer’s cart, at today’s prices',
        security: [{ authKey: [] }],
        response: { 200: cartSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.cart.get(request.customer),
  );

  routes.put(
    '/me/cart/discount',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a discount code to the signed-in customer’s cart, in place of any other',
        description:
          'The cart keeps the code, so every tab and device sees it, and every cart answer ' +
          'prices it again: once a change makes it stop applying, the answer says why and ' +
          'it takes nothing off until the cart qualifies again. A code that does not apply ' +
          'now is not kept: 409 DISCOUNT_CODE_REFUSED, with the reason in its message.',
        security: [{ authKey: [] }],
        body: applyCartDiscountSchema,
        response: { 200: cartSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const outcome = await app.cart.applyDiscountCode(request.customer, request.body.code);
      if (outcome.status === 'refused') throw discountRefused(outcome.message);
      return outcome.cart;
    },
  );

  routes.delete(
    '/me/cart/discount',
    {
      schema: {
        tags: ['cart'],
        summary: 'Take the discount code off the signed-in customer’s cart',
        security: [{ authKey: [] }],
        response: { 200: cartSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.cart.removeDiscountCode(request.customer),
  );

  routes.put(
    '/me/cart/items/:productId',
    {
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
      const cart = await app.cart.setQuantity(
        request.customer,
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
      schema: {
        tags: ['cart'],
        summary: 'Take a product out of the cart (nothing happens when it is not there)',
        security: [{ authKey: [] }],
        params: productParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => app.cart.remove(request.customer, request.params.productId),
  );

  routes.post(
    '/me/cart/merge',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Merge the cart kept before sign-in into the server cart, within stock; its ' +
          'discount code comes along when the server cart has none',
        security: [{ authKey: [] }],
        body: mergeCartSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      app.cart.merge(request.customer, request.body.lines, request.body.discountCode),
  );
}

/**
 * Public and read-only: the host's server draws an anonymous visitor's cart
 * page from the lines their cart cookie mirrors (server/src/session-cookie.ts).
 */
async function publicRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/stores/:storeId/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Price an anonymous cart’s lines today, cut to the stock, and its discount code ' +
          'against them, saving nothing',
        params: storeParamsSchema,
        body: cartQuoteSchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const store = await app.store.find(request.params.storeId);
      if (!store) throw notFound('That store', 'storeId');
      return app.cart.quote(store, request.body.lines, request.body.discountCode ?? null);
    },
  );
}

export const cartRoutes = {
  public: publicRoutes,
  customer: customerRoutes,
} satisfies ModuleRoutes;
