import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  redeemPointsResponseSchema,
  redeemPointsSchema,
  rewardsQuerySchema,
  rewardsSchema,
} from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

/** The signed-in customer's loyalty points. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/me/rewards',
    {
      schema: {
        tags: ['rewards'],
        summary: 'The loyalty points balance and its history, newest first',
        security,
        querystring: rewardsQuerySchema,
        response: { 200: rewardsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.rewards.get(request.customer.id, request.query.page),
  );

  routes.post(
    '/me/rewards/redeem',
    {
      schema: {
        tags: ['rewards'],
        summary: 'Redeem points for wallet credit: 100 points for 1 currency unit',
        description:
          'Needs approved documents (403 DOCUMENTS_NOT_APPROVED) and enough points ' +
          '(409 POINTS_INSUFFICIENT). The points entry and the wallet credit are written ' +
          'together with the customer’s row locked, so parallel redemptions never overspend.',
        security,
        body: redeemPointsSchema,
        response: {
          200: redeemPointsResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.rewards.redeem(request.customer.id, request.body.points);
      if (result.status === 'documents-not-approved') {
        throw new HttpError(
          403,
          'DOCUMENTS_NOT_APPROVED',
          'Verify your documents before you redeem points.',
          'points',
        );
      }
      if (result.status === 'insufficient') {
        throw new HttpError(
          409,
          'POINTS_INSUFFICIENT',
          `You have ${result.pointsBalance} points.`,
          'points',
        );
      }
      return {
        pointsBalance: result.pointsBalance,
        walletBalanceMinor: result.walletBalanceMinor,
        creditedMinor: result.creditedMinor,
      };
    },
  );
}

export const rewardRoutes = { customer: customerRoutes } satisfies ModuleRoutes;
