import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  pageQuerySchema,
  storeCreditSchema,
  walletEntrySchema,
  walletQuerySchema,
  walletSchema,
} from '@storefront/shared/contracts';
import {
  customerDetailSchema,
  customerPageSchema,
  customerParamsSchema,
  customerSearchQuerySchema,
  notificationPageSchema,
} from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';

const customerNotFound = () => notFound('That customer', 'userId');

/** Customer service: find a customer, see their account, wallet and messages, give credit. */
export async function customerServiceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  /** The customer, when they belong to the operator's store; 404 otherwise. */
  async function findCustomer(storeId: number, userId: string) {
    const customer = await app.accounts.findCustomer(storeId, userId);
    if (!customer) throw customerNotFound();
    return customer;
  }

  routes.get(
    '/customers',
    {
      schema: {
        tags: ['operator'],
        permission: 'customers.read',
        summary: 'The store’s customers by name, 20 a page; q finds a name, e-mail or mobile',
        security,
        querystring: customerSearchQuerySchema,
        response: { 200: customerPageSchema, ...refused },
      },
    },
    async (request) => app.accounts.searchCustomers(request.operator.storeId, request.query),
  );

  routes.get(
    '/customers/:userId',
    {
      schema: {
        tags: ['operator'],
        permission: 'customers.read',
        summary: 'One customer: contact, verification, balances, preferences and documents',
        description: 'The documents carry their review history: who decided, when and why.',
        security,
        params: customerParamsSchema,
        response: { 200: customerDetailSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const customer = await findCustomer(request.operator.storeId, request.params.userId);
      return {
        ...customer,
        documents: await app.documents.listForCustomer(customer.id),
      };
    },
  );

  routes.get(
    '/customers/:userId/wallet',
    {
      schema: {
        tags: ['operator'],
        permission: 'customers.read',
        summary: 'A customer’s wallet: balance and entries, newest first, 20 a page',
        security,
        params: customerParamsSchema,
        querystring: walletQuerySchema,
        response: { 200: walletSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const customer = await findCustomer(request.operator.storeId, request.params.userId);
      return app.wallet.get(customer.id, request.query.page);
    },
  );

  routes.get(
    '/customers/:userId/notifications',
    {
      schema: {
        tags: ['operator'],
        permission: 'customers.read',
        summary: 'The texts and e-mails a customer has been sent, newest first, 20 a page',
        description: 'Each with its status: pending (waiting or retrying), sent, or failed.',
        security,
        params: customerParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: notificationPageSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const customer = await findCustomer(request.operator.storeId, request.params.userId);
      return app.notifications.listForCustomer(customer.id, request.query.page);
    },
  );

  routes.post(
    '/customers/:userId/wallet-credits',
    {
      schema: {
        tags: ['operator'],
        permission: 'wallet.credit',
        summary: 'Give a customer of the store wallet credit, with the reason',
        description: 'The customer is texted and e-mailed, and the credit is in the audit log.',
        security,
        params: customerParamsSchema,
        body: storeCreditSchema,
        response: { 201: walletEntrySchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await app.wallet.credit(request.operator, {
        userId: request.params.userId,
        ...request.body,
      });
      if (result.status !== 'credited') throw customerNotFound();
      return reply.code(201).send(result.entry);
    },
  );
}
