import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, orderParamsSchema } from '@storefront/shared/contracts';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error';
import type { ModuleRoutes } from '../module-routes';

/** The signed-in customer's receipts, one per completed order. */
async function customerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];

  routes.get(
    '/me/orders/:orderId/receipt',
    {
      schema: {
        tags: ['orders'],
        summary: 'The receipt of a completed order, as a PDF',
        description:
          'The seller as the store was when the order was placed; a VAT receipt (its VAT ' +
          'number, the date of supply, each line’s rate and the VAT by rate) when it was VAT ' +
          'registered, a plain receipt when not. An order that is not completed yet answers ' +
          '409 RECEIPT_NOT_READY.',
        security,
        params: orderParamsSchema,
        response: {
          200: {
            description: 'The receipt',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const receipt = await app.receipts.forCustomer(request.customer, request.params.orderId);
      // Another customer's order answers exactly like a missing one.
      if (receipt.status === 'not-found') throw notFound('That order', 'orderId');
      if (receipt.status === 'not-ready') {
        throw new HttpError(
          409,
          'RECEIPT_NOT_READY',
          'A receipt is ready once the order is completed.',
          'orderId',
        );
      }
      return (
        reply
          .type('application/pdf')
          .header('Cache-Control', 'private, no-store')
          .header(
            'Content-Disposition',
            `attachment; filename="receipt-${receipt.orderNumber}.pdf"`,
          )
          // Sent as the raw bytes; OpenAPI only spells binary content as a string.
          .send(receipt.pdf as unknown as string)
      );
    },
  );
}

export const receiptRoutes = { customer: customerRoutes } satisfies ModuleRoutes;
