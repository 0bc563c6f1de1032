import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, walletQuerySchema, walletSchema } from '@storefront/shared/contracts';
import type { ModuleRoutes } from '../module-routes';

/** The signed-in customer's wallet. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/me/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The wallet balance and its ledger entries, newest first',
        description:
          'An append-only ledger in minor units of the store’s currency: credit, debit and ' +
          'reversal entries, each with the balance after it.',
        security: [{ authKey: [] }],
        querystring: walletQuerySchema,
        response: { 200: walletSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.wallet.get(request.customer.id, request.query.page),
  );
}

export const walletRoutes = { customer: customerRoutes } satisfies ModuleRoutes;
