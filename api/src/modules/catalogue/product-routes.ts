import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, PRODUCT_IMAGE_MAX_BYTES } from '@storefront/shared/contracts';
import {
  operatorProductListQuerySchema,
  operatorProductPageSchema,
  operatorProductSchema,
  productIdParamsSchema,
  productInputSchema,
} from '@storefront/shared/operator-contracts';
import { pictureFormLimits } from '../../lib/picture-upload';
import { gtinRoutes } from './gtin-routes';
import { pictureRoutes } from './picture-routes';
import { productNotFound, savedProduct } from './product-outcomes';
import { stockRoutes } from './stock-routes';
import { variantRoutes } from './variant-routes';

/** The product form's routes: list and find, create and edit. */
async function productFormRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ authKey: [] }];
  const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  routes.get(
    '/products',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.read',
        summary: 'The store’s products by name, 20 a page, published or not',
        description:
          'q finds a name or SKU (any case, taken literally); categoryId and published narrow ' +
          'the list; stock=low keeps the published products at or under the low-stock ' +
          'threshold, fewest first.',
        security,
        querystring: operatorProductListQuerySchema,
        response: { 200: operatorProductPageSchema, ...refused },
      },
    },
    async (request) => app.catalogue.products(request.operator, request.query),
  );

  routes.get(
    '/products/:productId',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.read',
        summary: 'One of the store’s products',
        security,
        params: productIdParamsSchema,
        response: { 200: operatorProductSchema, ...refused, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const product = await app.catalogue.product(request.operator, request.params.productId);
      if (!product) throw productNotFound();
      return product;
    },
  );

  routes.post(
    '/products',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Add a product to the store',
        description:
          'It starts with no stock (receive stock with a stock adjustment) and a placeholder ' +
          'picture; its slug follows its SKU, which no other product of the store may have ' +
          '(409 SKU_TAKEN), nor its barcode (gtin: EAN-13, EAN-8 or UPC-A, check digit ' +
          'verified; 409 GTIN_TAKEN naming the product that has it). A product sold per_kg ' +
          'needs estimatedWeightGrams. The category must be one of the store’s. In the audit log.',
        security,
        body: productInputSchema,
        response: { 201: operatorProductSchema, ...refused, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await app.catalogue.createProduct(request.operator, request.body);
      return reply.code(201).send(savedProduct(outcome, request.body.sku));
    },
  );

  routes.put(
    '/products/:productId',
    {
      schema: {
        tags: ['operator'],
        permission: 'catalogue.write',
        summary: 'Edit a product: everything but its stock and picture',
        description:
          'Unpublishing hides it from customers at once; past orders keep their lines, and a ' +
          'new price never changes them. Same SKU and category rules as creating. Name, ' +
          'description, category, VAT rate, unit, publishing, featuring and option names ' +
          'change on every variant of the product, and so does the estimated weight; SKU, ' +
          'barcode, price and option values on this one (a barcode left out keeps its value). ' +
          'The number of options can change only while the product has no variants (409 ' +
          'OPTIONS_IN_USE). In the audit log, with the fields before and after.',
        security,
        params: productIdParamsSchema,
        body: productInputSchema,
        response: {
          200: operatorProductSchema,
          ...refused,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await app.catalogue.editProduct(
        request.operator,
        request.params.productId,
        request.body,
      );
      return savedProduct(outcome, request.body.sku);
    },
  );
}

/**
 * The operator's products, in one scope: the form's routes, the barcode
 * lookup, variants, the picture, then stock and its ledger.
 */
export async function productRoutes(app: FastifyInstance) {
  // Registered here, so only these routes read multipart bodies (the picture).
  // Names as sent, so a name with folders is refused rather than quietly cut down.
  await app.register(multipart, {
    limits: pictureFormLimits(PRODUCT_IMAGE_MAX_BYTES),
    throwFileSizeLimit: true,
    preservePath: true,
  });
  await app.register(productFormRoutes);
  await app.register(gtinRoutes);
  await app.register(variantRoutes);
  await app.register(pictureRoutes);
  await app.register(stockRoutes);
}
