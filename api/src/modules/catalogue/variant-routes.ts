import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@storefront/shared/contracts';
import {
  operatorProductSchema,
  operatorVariantListSchema,
  productIdParamsSchema,
  variantInputSchema,
} from '@storefront/shared/operator-contracts';
import { productNotFound, savedProduct } from './product-outcomes';

/** A product's variants: the family, and adding one. */
export async function variantRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/products/:productId/variants',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.read',
        summary: 'A product and its variants, the listed product first',
        description: 'Any variant’s id finds the same list.',
        security,
        params: productIdParamsSchema,
        response: { 200: operatorVariantListSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const items = await app.catalogue.family(request.operator, request.params.productId);
      if (items.length === 0) throw productNotFound();
      return { items };
    },
  );

  routes.post(
    '/products/:productId/variants',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Add a variant to a product with options',
        description:
          'Its own SKU (409 SKU_TAKEN as for products), price and one value per option ' +
          '(409 VARIANT_EXISTS when another variant has them); no stock yet; the product’s ' +
          'name, category, VAT rate, unit, picture and publishing. Given a variant’s id, it ' +
          'adds to that variant’s product. In the audit log.',
        security,
        params: productIdParamsSchema,
        body: variantInputSchema,
        response: {
          201: operatorProductSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.catalogue.addVariant(
        request.operator,
        request.params.productId,
        request.body,
      );
      return reply.code(201).send(savedProduct(outcome, request.body.sku));
    },
  );
}
