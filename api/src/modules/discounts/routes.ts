import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import {
  discountCodeInputSchema,
  discountCodeListSchema,
  discountCodeParamsSchema,
  discountCodePauseSchema,
  discountRedemptionPageSchema,
  discountRedemptionQuerySchema,
  operatorDiscountCodeSchema,
} from '@storefront/shared/operator-contracts';
import { HttpError, notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

const codeNotFound = () => notFound('That discount code', 'codeId');

/** The operator's discount codes: list, create, pause or resume, and the orders that used one. */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
  const codes = app.discounts;

  async function found(storeId: number, codeId: string) {
    const code = await codes.find(storeId, codeId);
    if (!code) throw codeNotFound();
    return code;
  }

  routes.get(
    '/discount-codes',
    {
      schema: {
        tags: ['operator'],
        permission: 'discounts.read',
        summary: 'The store’s discount codes, newest first, with their uses',
        security,
        response: { 200: discountCodeListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ items: await codes.list(request.operator.storeId) }),
  );

  routes.post(
    '/discount-codes',
    {
      schema: {
        tags: ['operator'],
        permission: 'discounts.write',
        summary: 'Create a discount code; it cannot be edited after, only paused',
        description:
          'A code the store already has answers 409 DISCOUNT_CODE_TAKEN; a category that is ' +
          'not the store’s, 400 naming categoryIds.',
        security,
        body: discountCodeInputSchema,
        response: { 201: operatorDiscountCodeSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const operator = request.operator;
      const store = await app.store.find(operator.storeId);
      const outcome = await codes.create(operator, request.body, store!.currency);
      if (outcome.status === 'taken') {
        throw new HttpError(
          409,
          'DISCOUNT_CODE_TAKEN',
          `The store already has a code ${request.body.code}.`,
          'code',
        );
      }
      if (outcome.status === 'unknown-category') {
        throw new HttpError(
          400,
          'VALIDATION_FAILED',
          'Choose categories of this store.',
          'categoryIds',
        );
      }
      return reply.code(201).send(await found(operator.storeId, outcome.codeId));
    },
  );

  routes.get(
    '/discount-codes/:codeId',
    {
      schema: {
        tags: ['operator'],
        permission: 'discounts.read',
        summary: 'One of the store’s discount codes',
        security,
        params: discountCodeParamsSchema,
        response: { 200: operatorDiscountCodeSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => found(request.operator.storeId, request.params.codeId),
  );

  routes.patch(
    '/discount-codes/:codeId',
    {
      schema: {
        tags: ['operator'],
        permission: 'discounts.write',
        summary: 'Pause a code, so no new order can use it, or resume it',
        description: 'Orders already placed with it keep their discount.',
        security,
        params: discountCodeParamsSchema,
        body: discountCodePauseSchema,
        response: { 200: operatorDiscountCodeSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const operator = request.operator;
      const saved = await codes.pause(operator, request.params.codeId, request.body.paused);
      if (!saved) throw codeNotFound();
      return found(operator.storeId, request.params.codeId);
    },
  );

  routes.get(
    '/discount-codes/:codeId/redemptions',
    {
      schema: {
        tags: ['operator'],
        permission: 'discounts.read',
        summary: 'The orders placed with a code, newest first, 25 to a page',
        description: 'A cancelled order gives its use back, so it is not listed.',
        security,
        params: discountCodeParamsSchema,
        querystring: discountRedemptionQuerySchema,
        response: { 200: discountRedemptionPageSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const storeId = request.operator.storeId;
      await found(storeId, request.params.codeId);
      return codes.redemptions(storeId, request.params.codeId, request.query.page);
    },
  );
}

export const discountRoutes = { operator: operatorRoutes } satisfies ModuleRoutes;
