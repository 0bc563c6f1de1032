import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSchema,
  apiErrorSchema,
  notificationPreferencesSchema,
  updateProfileSchema,
} from '@storefront/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { toAccount, type UserRow } from './service';

export async function meRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in account',
        security: [{ authKey: [] }],
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toAccount(request.customer),
  );

  routes.patch(
    '/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the signed-in customer’s name and e-mail',
        security: [{ authKey: [] }],
        body: updateProfileSchema,
        response: {
          200: accountSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const updated = await app.accounts.updateProfile(request.customer.id, request.body);
      // The caller is signed in and this is their own form, so saying so reveals nothing new.
      if (updated === 'email-taken') {
        throw new HttpError(
          409,
          'EMAIL_TAKEN',
          'Another account already uses this e-mail address.',
          'email',
        );
      }
      return toAccount(updated);
    },
  );

  const preferencesOf = (account: UserRow) => ({
    orderUpdatesBySms: account.orderUpdatesBySms,
    orderUpdatesByEmail: account.orderUpdatesByEmail,
  });

  routes.get(
    '/me/notification-preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether the customer gets order updates by text and by e-mail',
        description: 'Security messages, such as codes, always go whatever these say.',
        security: [{ authKey: [] }],
        response: { 200: notificationPreferencesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => preferencesOf(request.customer),
  );

  routes.put(
    '/me/notification-preferences',
    {
      schema: {
        tags: ['account'],
        summary: 'Switch order-update texts and e-mails on or off',
        description: 'Security messages, such as codes, always go whatever these say.',
        security: [{ authKey: [] }],
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      preferencesOf(
        await app.accounts.setNotificationPreferences(request.customer.id, request.body),
      ),
  );
}
