import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, variantName } from '@storefront/shared/contracts';
import { gtinParamsSchema, productByGtinSchema } from '@storefront/shared/operator-contracts';
import { notFound } from '../../lib/http-error';

/**
 * A barcode's product, for the picking app: its permission is orders.read,
 * which pickers have, where the catalogue's own reads need catalogue.read.
 */
export async function gtinRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/products/by-gtin/:gtin',
    {
      schema: {
        tags: ['operator'],
        permission: 'orders.read',
        summary: 'The store’s product with a barcode (EAN-13, EAN-8 or UPC-A)',
        description:
          'Any form of the code finds it: a UPC-A finds the EAN-13 with a 0 before it. A code ' +
          'that is not a GTIN, or whose check digit is wrong, is 400 naming gtin; a GS1 ' +
          'variable-measure code (prefix 2, weight or price in the code) is not read here, and ' +
          'is 404 unless a product has that exact code.',
        security: [{ authKey: [] }],
        params: gtinParamsSchema,
        response: {
          200: productByGtinSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const product = await app.catalogue.productByGtin(request.operator, request.params.gtin);
      if (!product) throw notFound('A product with that barcode', 'gtin');
      const { optionValues, ...found } = product;
      return { ...found, name: variantName(found.name, optionValues) };
    },
  );
}
