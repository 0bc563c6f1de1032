import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSchema, apiErrorSchema } from '@storefront/shared/contracts';
import { toAccount } from '../../repositories/users-repository';

export default async function meRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in account',
        security: [{ authKey: [] }],
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toAccount(request.account!),
  );
}
