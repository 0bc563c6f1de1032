import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import {
  auditPageSchema,
  auditQuerySchema,
  operatorTeamSchema,
} from '@storefront/shared/operator-contracts';

/** The record of every operator action, and who the store's operators are. */
export default async function auditLogRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/audit-log',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every operator action in the store, newest first, 25 a page',
        description:
          'Who, what, when, and the record before and after. Narrow it to one operator, ' +
          'customer, order or kind of action.',
        security,
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => app.repos.audit.list(request.account!.storeId, request.query),
  );

  routes.get(
    '/team',
    {
      schema: {
        tags: ['operator'],
        summary: 'The store’s operators, by name: who can appear in the audit log',
        security,
        response: { 200: operatorTeamSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.repos.users.listOperators(request.account!.storeId) }),
  );
}
