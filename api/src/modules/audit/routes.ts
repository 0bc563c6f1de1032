import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import { auditPageSchema, auditQuerySchema } from '@storefront/shared/operator-contracts';
import type { ModuleRoutes } from '../module-routes';

/** The record of every operator action. */
async function operatorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/audit-log',
    {
      schema: {
        tags: ['operator'],
        permission: 'audit.read',
        summary: 'Every operator action in the store, newest first, 25 a page',
        description:
          'Who, what, when, and the record before and after. Narrow it to one operator, ' +
          'customer, order or kind of action.',
        security: [{ authKey: [] }],
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => app.audit.list(request.operator.storeId, request.query),
  );
}

export const auditRoutes = { operator: operatorRoutes } satisfies ModuleRoutes;
