import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import { operatorTeamSchema } from '@storefront/shared/operator-contracts';

/** Who the store's operators are: the audit log's filter names them. */
export async function teamRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/team',
    {
      schema: {
        tags: ['operator'],
        permission: 'audit.read',
        summary: 'The store’s operators, by name: who can appear in the audit log',
        security,
        response: { 200: operatorTeamSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.accounts.listOperators(request.operator.storeId) }),
  );
}
