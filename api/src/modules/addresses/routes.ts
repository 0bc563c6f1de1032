import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressInputSchema,
  addressListSchema,
  addressParamsSchema,
  addressSchema,
  apiErrorSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';
import { ADDRESS_LIMIT } from './service';

// Another customer's address answers exactly like a missing one, so ids reveal nothing.
const addressNotFound = () => notFound('That address', 'addressId');

/** The signed-in customer's address book: list, add, change, remove. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'The signed-in customer’s addresses, the default first',
        security,
        response: { 200: addressListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await app.addressBook.list(request.customer.id) }),
  );

  routes.get(
    '/me/addresses/:addressId',
    {
      schema: {
        tags: ['addresses'],
        summary: 'One of the signed-in customer’s addresses',
        security,
        params: addressParamsSchema,
        response: {
          200: addressSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const address = await app.addressBook.find(request.customer.id, request.params.addressId);
      if (!address) throw addressNotFound();
      return address;
    },
  );

  routes.post(
    '/me/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: `Add an address (at most ${ADDRESS_LIMIT}); the first one is the default`,
        security,
        body: addressInputSchema,
        response: {
          201: addressSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await app.addressBook.create(request.customer.id, request.body);
      if (created === 'limit-reached') {
        throw new HttpError(
          409,
          'ADDRESS_LIMIT',
          `You can keep at most ${ADDRESS_LIMIT} addresses. Remove one to add another.`,
        );
      }
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/me/addresses/:addressId',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Replace an address',
        security,
        params: addressParamsSchema,
        body: addressInputSchema,
        response: {
          200: addressSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const updated = await app.addressBook.update(
        request.customer.id,
        request.params.addressId,
        request.body,
      );
      if (!updated) throw addressNotFound();
      return updated;
    },
  );

  routes.delete(
    '/me/addresses/:addressId',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Remove an address; removing the default makes the newest one the default',
        security,
        params: addressParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const removed = await app.addressBook.remove(request.customer.id, request.params.addressId);
      if (!removed) throw addressNotFound();
      return reply.code(204).send(null);
    },
  );
}

export const addressRoutes = { customer: customerRoutes } satisfies ModuleRoutes;
